// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, ApiError } from '../../app/api-client.js';
import { OFFLINE_QUEUE_STORAGE_KEY, OfflineQueue, isNetworkFailure, type QueueResult } from './offline-queue.js';

afterEach(() => localStorage.clear());

/** A server that records what reaches it; `down` makes every call fail as a lost connection would. */
function server(refuse: (path: string) => string | undefined = () => undefined) {
  const reached: string[] = [];
  const network = { down: false };
  const api = new ApiClient('/api/v1', async (url, init) => {
    if (network.down) throw new TypeError('Failed to fetch');
    const path = String(url).replace('/api/v1', '');
    reached.push(`${init?.method} ${path} ${init?.body ?? ''}`);
    const refusal = refuse(path);
    return refusal ? Response.json({ message: refusal }, { status: 400 }) : Response.json({ result: 'success', path });
  });
  return { api, reached, network };
}

function browser(online: boolean) {
  const state = { online };
  const target = new EventTarget();
  return {
    options: { isBrowserOnline: () => state.online, target: target as unknown as Window },
    goOnline() {
      state.online = true;
      target.dispatchEvent(new Event('online'));
    },
    goOffline() {
      state.online = false;
      target.dispatchEvent(new Event('offline'));
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the offline queue', () => {
  it('sends at once while online', async () => {
    const { api, reached } = server();
    const queue = new OfflineQueue(api, browser(true).options);
    const result = await queue.send({ kind: 'answer', method: 'PUT', path: '/a', body: { x: 1 } });
    expect(result).toEqual({ queued: false, value: { result: 'success', path: '/a' } });
    expect(reached).toEqual(['PUT /a {"x":1}']);
    expect(localStorage.getItem(OFFLINE_QUEUE_STORAGE_KEY)).toBeNull();
    queue.dispose();
  });

  it('keeps what is sent offline, in local storage too, and sends it in order once online', async () => {
    const { api, reached } = server();
    const connection = browser(false);
    const queue = new OfflineQueue(api, connection.options);
    const results: QueueResult[] = [];
    queue.onResult((result) => results.push(result));
    expect(queue.getSnapshot().offline).toBe(true);

    const first = await queue.send({ kind: 'answer', method: 'PUT', path: '/first', body: { n: 1 } });
    await queue.send({ kind: 'state', method: 'PUT', path: '/second', body: { n: 2 } });
    expect(first.queued).toBe(true);
    expect(reached).toEqual([]);
    expect(JSON.parse(localStorage.getItem(OFFLINE_QUEUE_STORAGE_KEY) ?? '[]').map((entry: { path: string }) => entry.path)).toEqual(['/first', '/second']);

    connection.goOnline();
    await settle();
    expect(reached).toEqual(['PUT /first {"n":1}', 'PUT /second {"n":2}']);
    expect(results.map((result) => [result.entry.path, result.outcome])).toEqual([
      ['/first', 'sent'],
      ['/second', 'sent'],
    ]);
    expect(queue.getSnapshot()).toMatchObject({ offline: false, pending: [], saved: { answers: 1, state: 1 } });
    expect(localStorage.getItem(OFFLINE_QUEUE_STORAGE_KEY)).toBeNull();
    queue.dispose();
  });

  it('keeps what a reload would lose: a new queue sends what the last one kept', async () => {
    const before = server();
    const offline = browser(false);
    const first = new OfflineQueue(before.api, offline.options);
    await first.send({ kind: 'answer', method: 'PUT', path: '/answer', body: { input: 'b' } });
    first.dispose();

    const after = server();
    const online = browser(true);
    const second = new OfflineQueue(after.api, online.options);
    expect(second.getSnapshot().pending.map((entry) => entry.path)).toEqual(['/answer']);
    await second.flush();
    expect(after.reached).toEqual(['PUT /answer {"input":"b"}']);
    expect(before.reached).toEqual([]);
    second.dispose();
  });

  it('counts a call that cannot reach the server as offline: keeps it, and sends it when the server answers again', async () => {
    const { api, reached, network } = server();
    const queue = new OfflineQueue(api, { ...browser(true).options, retryMs: 10 });
    network.down = true;
    const result = await queue.send({ kind: 'answer', method: 'PUT', path: '/a' });
    expect(result.queued).toBe(true);
    expect(queue.getSnapshot().offline).toBe(true);
    network.down = false;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reached).toEqual(['PUT /a ']);
    expect(queue.getSnapshot()).toMatchObject({ offline: false, pending: [] });
    queue.dispose();
  });

  it('drops a kept request the server refuses, reports why, and still sends the rest', async () => {
    const { api, reached } = server((path) => (path === '/refused' ? 'The attempt is already evaluated' : undefined));
    const connection = browser(false);
    const queue = new OfflineQueue(api, connection.options);
    const results: QueueResult[] = [];
    queue.onResult((result) => results.push(result));
    await queue.send({ kind: 'answer', method: 'PUT', path: '/refused' });
    await queue.send({ kind: 'answer', method: 'PUT', path: '/fine' });
    connection.goOnline();
    await settle();
    expect(reached.map((line) => line.split(' ')[1])).toEqual(['/refused', '/fine']);
    expect(results[0]).toMatchObject({ outcome: 'failed' });
    expect((results[0] as { error: unknown }).error).toBeInstanceOf(ApiError);
    expect(queue.getSnapshot()).toMatchObject({ pending: [], failed: 'The attempt is already evaluated' });
    queue.dispose();
  });

  it('tells a lost connection from a refusal', () => {
    expect(isNetworkFailure(new ApiError(0, 'Network error', 'Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new ApiError(500, 'Server Error', 'boom'))).toBe(false);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});
