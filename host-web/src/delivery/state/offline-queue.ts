import { ApiError, NETWORK_FAILURE, type ApiClient } from '../../app/api-client.js';
import { errorMessage } from '../../app/error-message.js';
import { OFFLINE_QUEUE_STORAGE_KEY } from './offline-queue-key.js';

/**
 * What is kept while the learner is offline (delivery §4 "Offline detector"): their answers
 * (activity submissions) and their state writes. Hint requests and new attempts are not
 * kept: they need the server's answer at once.
 */
export type QueuedKind = 'answer' | 'state';

export interface QueuedRequest {
  readonly kind: QueuedKind;
  readonly method: 'PUT' | 'POST' | 'DELETE';
  /** Under `/api/v1`. */
  readonly path: string;
  readonly body?: unknown;
}

export interface QueuedEntry extends QueuedRequest {
  readonly id: string;
  readonly queuedAt: number;
}

/** A request sent at once (`value` is the answer), or kept to be sent when back online. */
export type SendResult<T> = { readonly queued: false; readonly value: T } | { readonly queued: true; readonly entry: QueuedEntry };

/** A kept request, once sent (its answer) or refused by the server (dropped, with the error). */
export type QueueResult =
  | { readonly entry: QueuedEntry; readonly outcome: 'sent'; readonly value: unknown }
  | { readonly entry: QueuedEntry; readonly outcome: 'failed'; readonly error: unknown };

export interface OfflineSnapshot {
  /** The browser says it is offline, or the server could not be reached. */
  readonly offline: boolean;
  /** What waits to be sent, oldest first. */
  readonly pending: readonly QueuedEntry[];
  /** What the last replay sent, once everything kept was sent; cleared after a while. */
  readonly saved: { readonly answers: number; readonly state: number } | null;
  /** The server's reason for refusing a kept request, if it did. */
  readonly failed: string | null;
}

export interface OfflineQueueOptions {
  /** Where kept requests survive a reload; `null` keeps them in memory only. */
  readonly storage?: Storage | null;
  readonly storageKey?: string;
  /** The browser's own view (`navigator.onLine`). */
  readonly isBrowserOnline?: () => boolean;
  /** Receives `online` / `offline`. */
  readonly target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** First wait before trying an unreachable server again; doubles up to a minute. */
  readonly retryMs?: number;
  /** How long "saved" stays in the snapshot. */
  readonly savedNoticeMs?: number;
}

export { OFFLINE_QUEUE_STORAGE_KEY } from './offline-queue-key.js';
const MAX_RETRY_MS = 60_000;

/** A request that never reached the server (offline, connection lost): ApiError status 0. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === NETWORK_FAILURE;
}

/**
 * Keeps the learner's answers and state writes while they are offline, in memory and in
 * local storage (so a reload keeps them), and sends them in order once the browser is
 * back online. A request that fails because the server cannot be reached counts as
 * offline: it is kept, and sending is tried again with a growing wait. A kept request
 * the server refuses is dropped and reported (`failed`), and the rest are still sent.
 */
export class OfflineQueue {
  private entries: QueuedEntry[];
  private networkDown = false;
  private saved: OfflineSnapshot['saved'] = null;
  private failed: string | null = null;
  private snapshotValue: OfflineSnapshot;
  private flushing: Promise<void> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private savedTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay: number;
  private readonly listeners = new Set<() => void>();
  private readonly resultListeners = new Set<(result: QueueResult) => void>();
  private readonly storage: Storage | null;
  private readonly storageKey: string;
  private readonly isBrowserOnline: () => boolean;
  private readonly target: OfflineQueueOptions['target'];
  private readonly retryMs: number;
  private readonly savedNoticeMs: number;

  constructor(
    private readonly api: ApiClient,
    options: OfflineQueueOptions = {},
  ) {
    this.storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.storageKey = options.storageKey ?? OFFLINE_QUEUE_STORAGE_KEY;
    this.isBrowserOnline = options.isBrowserOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;
    this.retryMs = options.retryMs ?? 5000;
    this.retryDelay = this.retryMs;
    this.savedNoticeMs = options.savedNoticeMs ?? 10_000;
    this.entries = this.readStored();
    this.snapshotValue = this.makeSnapshot();
    this.target?.addEventListener('online', this.handleOnline);
    this.target?.addEventListener('offline', this.handleOffline);
  }

  /** For `useSyncExternalStore`: the same object until something changes. */
  readonly getSnapshot = (): OfflineSnapshot => this.snapshotValue;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Hears each kept request once it is sent or refused. */
  onResult(listener: (result: QueueResult) => void): () => void {
    this.resultListeners.add(listener);
    return () => this.resultListeners.delete(listener);
  }

  isOffline(): boolean {
    return this.networkDown || !this.isBrowserOnline();
  }

  /**
   * Sends the request now, or keeps it when offline, when the server cannot be reached,
   * or when earlier kept requests are still waiting (so the order is kept). Rejects only
   * when the server answers with an error.
   */
  async send<T>(request: QueuedRequest, options: { keepalive?: boolean } = {}): Promise<SendResult<T>> {
    if (this.isOffline() || this.entries.length > 0) {
      const entry = this.enqueue(request);
      if (!this.isOffline()) void this.flush();
      return { queued: true, entry };
    }
    try {
      const value = await this.api.request<T>(request.method, request.path, request.body, options);
      this.markReachable();
      return { queued: false, value };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const entry = this.enqueue(request);
      this.reportNetworkFailure();
      return { queued: true, entry };
    }
  }

  /** Keeps a request to send later. */
  enqueue(request: QueuedRequest): QueuedEntry {
    const entry: QueuedEntry = { ...request, id: newId(), queuedAt: Date.now() };
    this.entries = [...this.entries, entry];
    this.store((stored) => [...stored.filter((other) => other.id !== entry.id), entry]);
    this.saved = null;
    this.failed = null;
    clearTimeout(this.savedTimer);
    this.changed();
    return entry;
  }

  /** A call the learner made could not reach the server: treat the learner as offline until it can. */
  reportNetworkFailure(): void {
    const wasDown = this.networkDown;
    this.networkDown = true;
    if (!wasDown) this.changed();
    this.scheduleRetry();
  }

  /** Sends what is kept, oldest first, while the browser is online. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** The learner read the refusal. */
  dismissFailed(): void {
    this.failed = null;
    this.changed();
  }

  dispose(): void {
    this.target?.removeEventListener('online', this.handleOnline);
    this.target?.removeEventListener('offline', this.handleOffline);
    clearTimeout(this.retryTimer);
    clearTimeout(this.savedTimer);
    this.listeners.clear();
    this.resultListeners.clear();
  }

  private readonly handleOnline = () => {
    this.networkDown = false;
    this.retryDelay = this.retryMs;
    this.changed();
    void this.flush();
  };

  private readonly handleOffline = () => this.changed();

  private async drain(): Promise<void> {
    const sent = { answers: 0, state: 0 };
    while (this.entries.length > 0 && this.isBrowserOnline()) {
      const entry = this.entries[0];
      let result: QueueResult;
      try {
        const value = await this.api.request<unknown>(entry.method, entry.path, entry.body);
        result = { entry, outcome: 'sent', value };
        if (entry.kind === 'answer') sent.answers += 1;
        else sent.state += 1;
        this.markReachable();
      } catch (error) {
        if (isNetworkFailure(error)) {
          this.reportNetworkFailure();
          return;
        }
        result = { entry, outcome: 'failed', error };
        this.failed = errorMessage(error);
      }
      this.remove(entry);
      for (const listener of [...this.resultListeners]) listener(result);
    }
    if (this.entries.length === 0 && sent.answers + sent.state > 0) {
      this.saved = sent;
      clearTimeout(this.savedTimer);
      this.savedTimer = setTimeout(() => {
        this.saved = null;
        this.changed();
      }, this.savedNoticeMs);
      this.changed();
    }
  }

  private remove(entry: QueuedEntry): void {
    this.entries = this.entries.filter((other) => other.id !== entry.id);
    this.store((stored) => stored.filter((other) => other.id !== entry.id));
    this.changed();
  }

  private markReachable(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.retryDelay = this.retryMs;
    if (this.networkDown) {
      this.networkDown = false;
      this.changed();
    }
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== undefined) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.entries.length > 0) {
        void this.flush();
      } else {
        // Nothing to try the server with: the next call the learner makes tells.
        this.networkDown = false;
        this.changed();
      }
    }, delay);
  }

  private changed(): void {
    this.snapshotValue = this.makeSnapshot();
    for (const listener of [...this.listeners]) listener();
  }

  private makeSnapshot(): OfflineSnapshot {
    return { offline: this.isOffline(), pending: this.entries, saved: this.saved, failed: this.failed };
  }

  private readStored(): QueuedEntry[] {
    if (!this.storage) return [];
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.storageKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  /**
   * Changes the stored list from what is stored now rather than from memory, so another
   * tab's kept requests are not written over.
   */
  private store(change: (stored: QueuedEntry[]) => QueuedEntry[]): void {
    if (!this.storage) return;
    try {
      const next = change(this.readStored());
      if (next.length === 0) this.storage.removeItem(this.storageKey);
      else this.storage.setItem(this.storageKey, JSON.stringify(next));
    } catch {
      // Storage full or refused: the request is still kept in memory.
    }
  }
}

function isEntry(value: unknown): value is QueuedEntry {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Partial<QueuedEntry>;
  return (
    typeof entry.id === 'string' &&
    (entry.kind === 'answer' || entry.kind === 'state') &&
    (entry.method === 'PUT' || entry.method === 'POST' || entry.method === 'DELETE') &&
    typeof entry.path === 'string' &&
    entry.path.startsWith('/')
  );
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function newId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const queues = new WeakMap<ApiClient, OfflineQueue>();

/** The one queue of an API client, shared by every activity and state client that uses it. */
export function offlineQueueFor(api: ApiClient): OfflineQueue {
  let queue = queues.get(api);
  if (!queue) {
    queue = new OfflineQueue(api);
    queues.set(api, queue);
  }
  return queue;
}
