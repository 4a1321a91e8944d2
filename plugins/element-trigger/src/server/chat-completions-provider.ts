import type { AssistantProvider } from '@quire/plugin-sdk/server';
import type { ChatCompletionsConfig } from './assistant-config.js';
import { assistantMessages } from './assistant-messages.js';

/** How long the service may take to answer. @public */
export const CHAT_COMPLETIONS_TIMEOUT_MS = 30_000;
/** The most tokens the service is asked to answer with (`max_tokens`). @public */
export const MAX_ANSWER_TOKENS = 1_024;
/** The largest answer read from the service, in bytes; a larger one is refused. @public */
export const MAX_RESPONSE_BYTES = 256 * 1024;
/** The longest answer passed on, in characters. @public */
export const MAX_ANSWER_LENGTH = 8_000;

/** The service's reply, read as it arrives and refused once it passes `limit` bytes. */
async function boundedText(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error(`the service's answer is larger than ${limit / 1024} KB`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The first choice's message: a string, or (some services) a list of text parts. */
function answerOf(text: string): string {
  const body = parsed(text) as { choices?: { message?: { content?: unknown } }[] } | undefined;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : '')).join('');
  throw new Error('the service answered with no message');
}

/** What the service said went wrong, cut short for the log (its error body, or its text). */
function problemOf(text: string): string {
  const body = parsed(text) as { error?: { message?: unknown } | string } | undefined;
  const said = typeof body?.error === 'string' ? body.error : typeof body?.error?.message === 'string' ? body.error.message : text;
  return said.replace(/\s+/g, ' ').slice(0, 200);
}

/**
 * A course assistant on any OpenAI-compatible chat-completions service (OpenAI, Azure's
 * compatible endpoint, Ollama, vLLM, LM Studio…): it posts the model, the messages of
 * `assistantMessages` and `max_tokens`, with the key as a bearer token when there is one,
 * and answers the first choice's message. It gives up after 30 s (a `TimeoutError`),
 * refuses answers over 256 KB and passes on at most 8,000 characters.
 * @public
 */
export function chatCompletionsProvider(
  config: ChatCompletionsConfig,
  options: { readonly fetch?: typeof fetch; readonly timeoutMs?: number } = {},
): AssistantProvider {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? CHAT_COMPLETIONS_TIMEOUT_MS;
  return {
    name: 'openai-compatible',
    label: 'OpenAI-compatible chat completions',
    async answer(question, signal) {
      // A timer of its own rather than AbortSignal.timeout, which Node may collect before it fires once only a composite signal holds it.
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(new DOMException(`The service took more than ${timeoutMs} ms to answer`, 'TimeoutError')), timeoutMs);
      const stop = () => abort.abort(signal.reason);
      if (signal.aborted) stop();
      signal.addEventListener('abort', stop, { once: true });
      try {
        const response = await send(config.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(config.key === undefined ? {} : { authorization: `Bearer ${config.key}` }) },
          body: JSON.stringify({ model: config.model, messages: assistantMessages(question), max_tokens: MAX_ANSWER_TOKENS }),
          signal: abort.signal,
          // The key goes to the configured address only.
          redirect: 'error',
        });
        const text = await boundedText(response, MAX_RESPONSE_BYTES);
        if (!response.ok) throw new Error(`the service answered ${response.status}: ${problemOf(text)}`);
        return { text: answerOf(text).trim().slice(0, MAX_ANSWER_LENGTH) };
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', stop);
      }
    },
  };
}
