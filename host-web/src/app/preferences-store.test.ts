import { describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.js';
import { PreferencesStore } from './preferences-store.js';

function fakeServer(respond: (method: string, body: unknown) => Response) {
  const calls: { method: string; body: unknown }[] = [];
  const api = new ApiClient('/api/v1', async (_url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: String(init?.method), body });
    return respond(String(init?.method), body);
  });
  return { api, calls };
}

describe('PreferencesStore', () => {
  it('replaces the value on load', async () => {
    const { api } = fakeServer(() => Response.json({ editorWidth: 'wide' }));
    const store = new PreferencesStore(api);
    await store.load();
    expect(store.current).toEqual({ editorWidth: 'wide' });
  });

  it('applies an update at once and saves the whole value', async () => {
    const { api, calls } = fakeServer(() => Response.json({ result: 'success' }));
    const store = new PreferencesStore(api);
    const seen: unknown[] = [];
    store.subscribe((value) => seen.push(value.editorWidth));
    const saving = store.update('editorWidth', 'wide');
    expect(store.current.editorWidth).toBe('wide');
    await saving;
    expect(calls).toEqual([{ method: 'POST', body: { editorWidth: 'wide' } }]);
    expect(seen).toEqual(['wide']);
  });

  it('restores the previous value when the save fails', async () => {
    const { api } = fakeServer(() => new Response(JSON.stringify({ message: 'down' }), { status: 500 }));
    const store = new PreferencesStore(api);
    const errors = console.error;
    console.error = () => {};
    try {
      await store.update('editorWidth', 'wide');
    } finally {
      console.error = errors;
    }
    expect(store.current.editorWidth).toBeUndefined();
  });
});
