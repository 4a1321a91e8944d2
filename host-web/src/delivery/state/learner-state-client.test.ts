// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../app/api-client.js';
import {
  INVALID_JSON_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  LearnerStateClient,
  ServerError,
  courseScope,
  resourceAttemptScope,
  statePath,
  userScope,
} from './learner-state-client.js';
import { OfflineQueue } from './offline-queue.js';

interface Call {
  method: string;
  url: string;
  body: unknown;
  keepalive: boolean | undefined;
}

/** Records each call; answers GETs with `answer(url)` (a Response) and the rest with success. */
function recordingApi(answer: (url: string) => Response = () => Response.json({})) {
  const calls: Call[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url: String(url).replace('/api/v1', ''), body: init?.body ? JSON.parse(String(init.body)) : undefined, keepalive: init?.keepalive });
    return method === 'GET' ? answer(String(url)) : Response.json({ result: 'success' });
  });
  return { api, calls };
}

describe('the learner state client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the three scopes’ routes', () => {
    expect(statePath(userScope())).toBe('/state');
    expect(statePath(courseScope('bio 1'))).toBe('/state/course/bio%201');
    expect(statePath(resourceAttemptScope('bio', 'g-1'))).toBe('/state/course/bio/resource_attempt/g-1');
  });

  it('waits 300 ms after the last write, and merges the writes to one scope into one PUT', async () => {
    const { api, calls } = recordingApi();
    const client = new LearnerStateClient(api);
    const first = client.write(courseScope('bio'), { alt_pref_1: 'python', theme: 'dark' });
    await vi.advanceTimersByTimeAsync(200);
    const second = client.write(courseScope('bio'), { alt_pref_1: 'java' });
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(calls).toEqual([{ method: 'PUT', url: '/state/course/bio', body: { alt_pref_1: 'java', theme: 'dark' }, keepalive: false }]);
  });

  it('sends one PUT per scope', async () => {
    const { api, calls } = recordingApi();
    const client = new LearnerStateClient(api);
    void client.write(userScope(), { a: 1 });
    void client.write(resourceAttemptScope('bio', 'g1'), { paginationState: { page: [0, 1] } });
    void client.write(userScope(), { b: 2 });
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.map((call) => [call.url, call.body]).sort()).toEqual([
      ['/state', { a: 1, b: 2 }],
      ['/state/course/bio/resource_attempt/g1', { paginationState: { page: [0, 1] } }],
    ]);
  });

  it('reads the keys asked for in one tick with one GET per scope, in parallel, the unsent writes over them', async () => {
    const { api, calls } = recordingApi((url) => Response.json(url.includes('resource_attempt') ? { paginationState: { page: [0] } } : { alt_pref_1: 'python', alt_pref_2: 'r' }));
    const client = new LearnerStateClient(api);
    void client.write(courseScope('bio'), { alt_pref_2: 'java' });
    const [one, two, attempt] = await Promise.all([
      client.read(courseScope('bio'), ['alt_pref_1']),
      client.read(courseScope('bio'), ['alt_pref_2']),
      client.read(resourceAttemptScope('bio', 'g1'), ['paginationState']),
    ]);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /state/course/bio?keys[]=alt_pref_1&keys[]=alt_pref_2',
      'GET /state/course/bio/resource_attempt/g1?keys[]=paginationState',
    ]);
    expect(one).toEqual({ alt_pref_1: 'python' });
    expect(two).toEqual({ alt_pref_2: 'java' });
    expect(attempt).toEqual({ paginationState: { page: [0] } });
  });

  it('rejects a response that is not JSON with "Invalid JSON response"', async () => {
    const { api } = recordingApi(() => new Response('<html>oops</html>', { headers: { 'content-type': 'text/html' } }));
    const read = new LearnerStateClient(api).read(userScope(), ['a']);
    await expect(read).rejects.toThrow(ServerError);
    await expect(read).rejects.toThrow(INVALID_JSON_MESSAGE);
  });

  it('rejects an empty response, or JSON that is not an object of keys, with "Invalid response from server"', async () => {
    for (const body of ['', '[1,2]', 'null', '42']) {
      const { api } = recordingApi(() => new Response(body));
      const read = new LearnerStateClient(api).read(userScope(), ['a']);
      await expect(read).rejects.toThrow(new ServerError(INVALID_RESPONSE_MESSAGE));
    }
  });

  it('rejects the writers of a PUT the server refuses, with its message', async () => {
    const api = new ApiClient('/api/v1', async () => Response.json({ message: 'Not enrolled' }, { status: 403 }));
    const write = new LearnerStateClient(api).write(courseScope('bio'), { a: 1 });
    const settled = expect(write).rejects.toThrow('Not enrolled');
    await vi.advanceTimersByTimeAsync(300);
    await settled;
  });

  it('sends pending writes at once, with keepalive, when the page is hidden', async () => {
    const { api, calls } = recordingApi();
    const client = new LearnerStateClient(api);
    const detach = client.attachPageHide();
    void client.write(userScope(), { a: 1 });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ method: 'PUT', url: '/state', body: { a: 1 }, keepalive: true }]);
    detach();
    void client.write(userScope(), { b: 2 });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await client.flush();
    expect(calls).toHaveLength(2);
  });

  it('deletes keys, dropping their unsent values', async () => {
    const { api, calls } = recordingApi();
    const client = new LearnerStateClient(api);
    void client.write(userScope(), { a: 1, b: 2 });
    await client.remove(userScope(), ['a', 'c d']);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['DELETE', '/state?keys[]=a&keys[]=c%20d', undefined],
      ['PUT', '/state', { b: 2 }],
    ]);
  });

  it('keeps a write made offline in the offline queue and sends it once back online', async () => {
    const { api, calls } = recordingApi();
    let online = false;
    const target = new EventTarget();
    const queue = new OfflineQueue(api, { storage: null, isBrowserOnline: () => online, target: target as unknown as Window });
    const client = new LearnerStateClient(api, { queue });
    const write = client.write(courseScope('bio'), { alt_pref_1: 'java' });
    await vi.advanceTimersByTimeAsync(300);
    await write;
    expect(calls).toEqual([]);
    expect(queue.getSnapshot().pending.map((entry) => [entry.kind, entry.method, entry.path, entry.body])).toEqual([['state', 'PUT', '/state/course/bio', { alt_pref_1: 'java' }]]);
    online = true;
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([['PUT', '/state/course/bio', { alt_pref_1: 'java' }]]);
    expect(queue.getSnapshot().saved).toEqual({ answers: 0, state: 1 });
    queue.dispose();
  });
});
