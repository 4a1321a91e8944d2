import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from './api-client.js';
import { triggerRequester } from './trigger-request.js';

describe('the trigger API of a section', () => {
  it('posts the trigger to the section’s path with the CSRF token, and rejects with the route’s message', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify({ answer: 'Hola' }), { status: 200 }));
    const api = new ApiClient('/api/v1', fetch);
    api.setCsrfToken('token');
    const body = { trigger_type: 'content_block', resource_id: 7, data: { ref_id: 'dot-1' }, prompt: 'Explain' } as const;
    expect(await triggerRequester(api, 'spanish 1')(body)).toEqual({ answer: 'Hola' });
    const [address, init] = fetch.mock.calls[0];
    expect(address).toBe('/api/v1/triggers/spanish%201');
    expect(init).toMatchObject({ method: 'POST', headers: { 'x-csrf-token': 'token' } });
    expect(JSON.parse(String(init?.body))).toEqual(body);

    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'The course assistant is not available.' }), { status: 503 }));
    await expect(triggerRequester(api, 'spanish 1')(body)).rejects.toThrow('The course assistant is not available.');
  });
});
