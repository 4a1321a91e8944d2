/**
 * Server part of element-trigger: a course assistant on any OpenAI-compatible
 * chat-completions service, given when the server's environment names one
 * (`QUIRE_ASSISTANT_URL`, `QUIRE_ASSISTANT_MODEL`, and `QUIRE_ASSISTANT_KEY` if it needs
 * a key). The host answers the trigger API (`POST /api/v1/triggers/{sectionSlug}`) with it.
 * @packageDocumentation
 */
import { defineServer, type AssistantEnvironment, type AssistantProvider, type ServerPart } from '@quire/plugin-sdk/server';
import { chatCompletionsConfig } from './assistant-config.js';
import { chatCompletionsProvider } from './chat-completions-provider.js';

export { chatCompletionsConfig, type ChatCompletionsConfig } from './assistant-config.js';
export { assistantMessages, type ChatMessage } from './assistant-messages.js';
export { CHAT_COMPLETIONS_TIMEOUT_MS, MAX_ANSWER_LENGTH, MAX_ANSWER_TOKENS, MAX_RESPONSE_BYTES, chatCompletionsProvider } from './chat-completions-provider.js';

/** The chat-completions assistant the environment configures, or none. @public */
export function assistantProvidersFrom(environment: AssistantEnvironment): AssistantProvider[] {
  const config = chatCompletionsConfig(environment);
  return config ? [chatCompletionsProvider(config)] : [];
}

/** @public */
export const triggerServer: ServerPart = defineServer({ assistantProviders: assistantProvidersFrom });

export default triggerServer;
