import type { AssistantEnvironment } from '@quire/plugin-sdk/server';

/** How to reach an OpenAI-compatible chat-completions service. */
export interface ChatCompletionsConfig {
  /** The address requests are posted to: `QUIRE_ASSISTANT_URL`, ending in `/chat/completions`. */
  readonly endpoint: string;
  /** `QUIRE_ASSISTANT_MODEL`. */
  readonly model: string;
  /** `QUIRE_ASSISTANT_KEY`, sent as a bearer token; a local service may need none. */
  readonly key?: string;
}

const CHAT_COMPLETIONS_PATH = '/chat/completions';

const setting = (environment: AssistantEnvironment, name: string): string | undefined => {
  const value = environment[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

/**
 * The chat-completions service the environment names, or undefined when
 * `QUIRE_ASSISTANT_URL` is not set. The URL is the API's base address
 * (`https://api.openai.com/v1`, `http://localhost:11434/v1`) or its full
 * `…/chat/completions` address; it must be http or https, and the model must be named.
 * Throws, saying what to fix, for a setting that cannot work.
 */
export function chatCompletionsConfig(environment: AssistantEnvironment): ChatCompletionsConfig | undefined {
  const url = setting(environment, 'QUIRE_ASSISTANT_URL');
  if (url === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`QUIRE_ASSISTANT_URL is not an address: '${url}'`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('QUIRE_ASSISTANT_URL must be an http or https address');
  if (parsed.username !== '' || parsed.password !== '') throw new Error('QUIRE_ASSISTANT_URL must not hold a user or password: put the key in QUIRE_ASSISTANT_KEY');
  const model = setting(environment, 'QUIRE_ASSISTANT_MODEL');
  if (model === undefined) throw new Error('QUIRE_ASSISTANT_URL is set but QUIRE_ASSISTANT_MODEL is not: name the model to ask');
  const path = parsed.pathname.replace(/\/+$/, '');
  parsed.pathname = path.endsWith(CHAT_COMPLETIONS_PATH) ? path : `${path}${CHAT_COMPLETIONS_PATH}`;
  const key = setting(environment, 'QUIRE_ASSISTANT_KEY');
  return { endpoint: parsed.toString(), model, ...(key === undefined ? {} : { key }) };
}
