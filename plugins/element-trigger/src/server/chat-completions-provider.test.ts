import { describe, expect, it, vi } from 'vitest';
import type { AssistantQuestion } from '@quire/plugin-sdk/server';
import { chatCompletionsConfig } from './assistant-config.js';
import { chatCompletionsProvider, MAX_ANSWER_LENGTH } from './chat-completions-provider.js';
import { assistantProvidersFrom } from './index.js';

const question: AssistantQuestion = {
  prompt: 'Give two examples of the preterite.',
  triggerType: 'content_block',
  pageTitle: 'Spanish 1',
  pageContent: 'The preterite\nHablé con Ana.\nA quiz follows.',
  focusContent: 'The preterite\nHablé con Ana.',
};
const config = { endpoint: 'https://llm.example.org/v1/chat/completions', model: 'small-model', key: 'secret-key' };
const completion = (content: unknown) => new Response(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }), { status: 200 });
const never = new AbortController().signal;

describe('the chat-completions assistant', () => {
  it('posts the model, the page as the system message and the prompt as the user’s, with the key, and answers the first choice', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => completion('  Hablé, comí.  '));
    const answer = await chatCompletionsProvider(config, { fetch }).answer(question, never);
    expect(answer).toEqual({ text: 'Hablé, comí.' });
    const [address, init] = fetch.mock.calls[0];
    expect(address).toBe(config.endpoint);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer secret-key', 'content-type': 'application/json' });
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ model: 'small-model', max_tokens: 1024 });
    expect(body.messages.map((message: { role: string }) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[1].content).toBe('Give two examples of the preterite.');
    expect(body.messages[0].content).toContain('Page title: Spanish 1');
    expect(body.messages[0].content).toContain('The request is about the part of the page it is about:\n"""\nThe preterite\nHablé con Ana.\n"""');
    expect(body.messages[0].content).toContain('The whole page:\n"""\nThe preterite\nHablé con Ana.\nA quiz follows.\n"""');
  });

  it('sends no key when none is configured, and reads an answer given as text parts', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => completion([{ type: 'text', text: 'Uno. ' }, { type: 'text', text: 'Dos.' }]));
    const { key: _key, ...keyless } = config;
    expect(await chatCompletionsProvider(keyless, { fetch }).answer(question, never)).toEqual({ text: 'Uno. Dos.' });
    expect(fetch.mock.calls[0][1]?.headers).not.toHaveProperty('authorization');
  });

  it('cuts a long answer to 8,000 characters and refuses one over 256 KB', async () => {
    const long = await chatCompletionsProvider(config, { fetch: async () => completion('a'.repeat(9_000)) }).answer(question, never);
    expect(long.text).toHaveLength(MAX_ANSWER_LENGTH);
    const huge = chatCompletionsProvider(config, { fetch: async () => completion('a'.repeat(300 * 1024)) }).answer(question, never);
    await expect(huge).rejects.toThrow("the service's answer is larger than 256 KB");
  });

  it('rejects with what the service said when it refuses, and when it answers no message', async () => {
    const refused = chatCompletionsProvider(config, { fetch: async () => new Response(JSON.stringify({ error: { message: 'Invalid API key' } }), { status: 401 }) });
    await expect(refused.answer(question, never)).rejects.toThrow('the service answered 401: Invalid API key');
    const empty = chatCompletionsProvider(config, { fetch: async () => new Response('{"choices":[]}', { status: 200 }) });
    await expect(empty.answer(question, never)).rejects.toThrow('the service answered with no message');
  });

  it('gives up with a TimeoutError when the service takes too long', async () => {
    const hanging: typeof globalThis.fetch = (_address, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const slow = chatCompletionsProvider(config, { fetch: hanging, timeoutMs: 20 });
    await expect(slow.answer(question, never)).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('stops asking when the host aborts, as when the learner leaves', async () => {
    const hanging: typeof globalThis.fetch = (_address, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const host = new AbortController();
    const asking = chatCompletionsProvider(config, { fetch: hanging }).answer(question, host.signal);
    host.abort(new DOMException('The learner left', 'AbortError'));
    await expect(asking).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the assistant’s configuration', () => {
  it('gives no assistant without QUIRE_ASSISTANT_URL', () => {
    expect(assistantProvidersFrom({})).toEqual([]);
    expect(assistantProvidersFrom({ QUIRE_ASSISTANT_URL: '  ', QUIRE_ASSISTANT_MODEL: 'm' })).toEqual([]);
  });

  it('posts to the base address’s /chat/completions, or to a full chat-completions address as it is', () => {
    expect(chatCompletionsConfig({ QUIRE_ASSISTANT_URL: 'https://api.openai.com/v1/', QUIRE_ASSISTANT_MODEL: 'gpt-4o-mini', QUIRE_ASSISTANT_KEY: 'k' })).toEqual({
      endpoint: 'https://api.openai.com/v1/chat/completions',
      model: 'gpt-4o-mini',
      key: 'k',
    });
    expect(chatCompletionsConfig({ QUIRE_ASSISTANT_URL: 'http://localhost:11434/v1/chat/completions', QUIRE_ASSISTANT_MODEL: 'llama3.2' })).toEqual({
      endpoint: 'http://localhost:11434/v1/chat/completions',
      model: 'llama3.2',
    });
    expect(assistantProvidersFrom({ QUIRE_ASSISTANT_URL: 'http://localhost:11434/v1', QUIRE_ASSISTANT_MODEL: 'llama3.2' }).map((provider) => provider.name)).toEqual(['openai-compatible']);
  });

  it('says what to fix in a setting that cannot work', () => {
    expect(() => chatCompletionsConfig({ QUIRE_ASSISTANT_URL: 'https://api.openai.com/v1' })).toThrow('QUIRE_ASSISTANT_URL is set but QUIRE_ASSISTANT_MODEL is not: name the model to ask');
    expect(() => chatCompletionsConfig({ QUIRE_ASSISTANT_URL: 'not an address', QUIRE_ASSISTANT_MODEL: 'm' })).toThrow("QUIRE_ASSISTANT_URL is not an address: 'not an address'");
    expect(() => chatCompletionsConfig({ QUIRE_ASSISTANT_URL: 'file:///etc/passwd', QUIRE_ASSISTANT_MODEL: 'm' })).toThrow('QUIRE_ASSISTANT_URL must be an http or https address');
    expect(() => chatCompletionsConfig({ QUIRE_ASSISTANT_URL: 'https://me:pw@api.example.org/v1', QUIRE_ASSISTANT_MODEL: 'm' })).toThrow('QUIRE_ASSISTANT_URL must not hold a user or password: put the key in QUIRE_ASSISTANT_KEY');
  });
});
