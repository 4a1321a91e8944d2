import type { ApiClient } from '../../app/api-client.js';
import type { OfflineQueue } from './offline-queue.js';
import { statePath, type StateScope } from './state-scopes.js';
import { onPageHide } from './page-hide.js';

export { courseScope, resourceAttemptScope, statePath, userScope, type StateScope } from './state-scopes.js';

/** Delivery §7 / §9: state writes are debounced 300 ms. */
export const STATE_WRITE_DEBOUNCE_MS = 300;
/** The most keys the server takes in one request; longer reads are split and run in parallel. */
export const MAX_KEYS_PER_READ = 1000;

/** Delivery §8: a state response that is not the expected text. */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';
/** Delivery §8: a state response whose text is not JSON. */
export const INVALID_JSON_MESSAGE = 'Invalid JSON response';

/** A state call the server answered with something other than a JSON object of keys (delivery §8). */
export class ServerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerError';
  }
}

export type StateValues = Record<string, unknown>;

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

interface PendingWrite {
  readonly scope: StateScope;
  readonly values: StateValues;
  readonly waiters: Waiter[];
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface ReadBatch {
  readonly keys: Set<string>;
  all: boolean;
  readonly promise: Promise<StateValues>;
}

export interface LearnerStateClientOptions {
  readonly debounceMs?: number;
  /** Sends writes through the offline queue, so writes made offline are kept and sent later. */
  readonly queue?: OfflineQueue | null;
}

/**
 * Reads and writes learner state.
 * - `read(scope, keys)`: reads asked for in the same tick for one scope share one GET
 *   (`keys[]=a&keys[]=b`), long key lists are split into parallel GETs, and different
 *   scopes are read in parallel. Values written but not yet sent are returned over the
 *   server's, so a read never goes back in time.
 * - `write(scope, values)`: debounced 300 ms per scope; every write to a scope in that
 *   time is merged (later keys win) into one PUT, which the server merges shallowly.
 *   Resolves when that PUT is sent (or kept by the offline queue), rejects with its error.
 * - `remove(scope, keys)`: DELETE `keys[]`, after the scope's earlier writes.
 * - `flush()`: sends every pending write now; `attachPageHide()` does so when the page is
 *   hidden or closed (with `keepalive`, so the request survives the page).
 */
export class LearnerStateClient {
  private readonly debounceMs: number;
  private readonly queue: OfflineQueue | null;
  private readonly pending = new Map<string, PendingWrite>();
  /** Values of PUTs on their way, per scope path, so reads made meanwhile see them. */
  private readonly inflight = new Map<string, { values: StateValues; done: Promise<void> }>();
  private readonly reads = new Map<string, ReadBatch>();

  constructor(
    private readonly api: ApiClient,
    options: LearnerStateClientOptions = {},
  ) {
    this.debounceMs = options.debounceMs ?? STATE_WRITE_DEBOUNCE_MS;
    this.queue = options.queue ?? null;
  }

  /** The values of `keys` in the scope (every key when `keys` is empty); missing keys are left out. */
  read(scope: StateScope, keys: readonly string[] = []): Promise<StateValues> {
    const path = statePath(scope);
    let batch = this.reads.get(path);
    if (!batch) {
      const created: ReadBatch = {
        keys: new Set(),
        all: false,
        promise: Promise.resolve().then(() => {
          this.reads.delete(path);
          return this.fetch(path, created.all ? [] : [...created.keys]);
        }),
      };
      batch = created;
      this.reads.set(path, batch);
    }
    if (keys.length === 0) batch.all = true;
    for (const key of keys) batch.keys.add(key);
    return batch.promise.then((values) => {
      const merged = { ...values, ...this.inflight.get(path)?.values, ...this.pending.get(path)?.values };
      if (keys.length === 0) return merged;
      const picked: StateValues = {};
      for (const key of keys) if (Object.prototype.hasOwnProperty.call(merged, key)) picked[key] = merged[key];
      return picked;
    });
  }

  /** Several reads at once, in parallel; answers in the order asked. */
  readMany(reads: readonly { scope: StateScope; keys: readonly string[] }[]): Promise<StateValues[]> {
    return Promise.all(reads.map(({ scope, keys }) => this.read(scope, keys)));
  }

  write(scope: StateScope, values: StateValues): Promise<void> {
    const path = statePath(scope);
    let pending = this.pending.get(path);
    if (!pending) {
      pending = { scope, values: {}, waiters: [], timer: undefined };
      this.pending.set(path, pending);
    }
    Object.assign(pending.values, values);
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => void this.send(path), this.debounceMs);
    const { waiters } = pending;
    return new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
  }

  async remove(scope: StateScope, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const path = statePath(scope);
    const pending = this.pending.get(path);
    if (pending) for (const key of keys) delete pending.values[key];
    await this.inflight.get(path)?.done.catch(() => {});
    const query = keys.map((key) => `keys[]=${encodeURIComponent(key)}`).join('&');
    const request = { kind: 'state' as const, method: 'DELETE' as const, path: `${path}?${query}` };
    if (this.queue) await this.queue.send(request);
    else await this.api.request('DELETE', request.path);
  }

  /** Sends every pending write now; settles when they are all sent (failures go to their writers). */
  async flush(options: { keepalive?: boolean } = {}): Promise<void> {
    await Promise.all([...this.pending.keys()].map((path) => this.send(path, options.keepalive)));
  }

  /** Whether writes are waiting for their debounce. */
  get hasPendingWrites(): boolean {
    return this.pending.size > 0;
  }

  /** Flushes when the page is hidden or unloaded; returns the detacher. */
  attachPageHide(target: Window = window): () => void {
    return onPageHide(target, () => void this.flush({ keepalive: true }));
  }

  private async send(path: string, keepalive = false): Promise<void> {
    const pending = this.pending.get(path);
    if (!pending) return;
    this.pending.delete(path);
    clearTimeout(pending.timer);
    const before = this.inflight.get(path);
    const values = { ...before?.values, ...pending.values };
    const done = (async () => {
      // One PUT at a time per scope, so the server merges them in the order written.
      await before?.done.catch(() => {});
      if (Object.keys(pending.values).length === 0) return;
      if (this.queue) await this.queue.send({ kind: 'state', method: 'PUT', path, body: pending.values }, { keepalive });
      else await this.api.request('PUT', path, pending.values, { keepalive });
    })();
    const entry = { values, done };
    this.inflight.set(path, entry);
    try {
      await done;
      for (const waiter of pending.waiters) waiter.resolve();
    } catch (error) {
      for (const waiter of pending.waiters) waiter.reject(error);
    } finally {
      if (this.inflight.get(path) === entry) this.inflight.delete(path);
    }
  }

  private async fetch(path: string, keys: readonly string[]): Promise<StateValues> {
    if (keys.length === 0) return checkedValues(await this.api.get<unknown>(path));
    const chunks: string[][] = [];
    for (let start = 0; start < keys.length; start += MAX_KEYS_PER_READ) chunks.push(keys.slice(start, start + MAX_KEYS_PER_READ));
    const answers = await Promise.all(
      chunks.map(async (chunk) => checkedValues(await this.api.get<unknown>(`${path}?${chunk.map((key) => `keys[]=${encodeURIComponent(key)}`).join('&')}`))),
    );
    return Object.assign({}, ...answers) as StateValues;
  }
}

/**
 * The API client hands back the parsed JSON, or the body's text when it is not JSON: text
 * that is not JSON is "Invalid JSON response"; no text, or JSON that is not an object of
 * keys, is "Invalid response from server".
 */
function checkedValues(answer: unknown): StateValues {
  if (typeof answer === 'string') throw new ServerError(answer.trim() === '' ? INVALID_RESPONSE_MESSAGE : INVALID_JSON_MESSAGE);
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) throw new ServerError(INVALID_RESPONSE_MESSAGE);
  return answer as StateValues;
}
