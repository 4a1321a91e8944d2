/** Where a debounced save stands (spec authoring §4: idle, pending, inflight). */
export type SaveState = 'idle' | 'pending' | 'inflight';

/** Spec authoring §9: save after 2000 ms without changes, and at the latest 5000 ms after the first. */
export const SAVE_QUIET_MS = 2000;
export const SAVE_MAX_WAIT_MS = 5000;

export interface SaverOptions<T> {
  readonly save: (value: T) => Promise<void>;
  readonly onState?: (state: SaveState) => void;
  /** A failed save; the value stays queued when `retryable` says so, else it is dropped. */
  readonly onError?: (error: unknown) => void;
  readonly retryable?: (error: unknown) => boolean;
  readonly quietMs?: number;
  readonly maxWaitMs?: number;
}

/**
 * Saves the latest value after a quiet period, forced after a maximum wait, one save at a
 * time: a change made while a save is in flight is saved right after it. A save that fails
 * for a retryable reason (the connection) keeps the value queued for `flush()`, so no
 * edit is lost.
 */
export class DebouncedSaver<T> {
  private latest: { value: T } | undefined;
  private quietTimer: ReturnType<typeof setTimeout> | undefined;
  private maxTimer: ReturnType<typeof setTimeout> | undefined;
  private inflight: Promise<void> | undefined;
  private current: SaveState = 'idle';
  private readonly quietMs: number;
  private readonly maxWaitMs: number;

  constructor(private readonly options: SaverOptions<T>) {
    this.quietMs = options.quietMs ?? SAVE_QUIET_MS;
    this.maxWaitMs = options.maxWaitMs ?? SAVE_MAX_WAIT_MS;
  }

  get state(): SaveState {
    return this.current;
  }

  /** Whether a change is waiting to be saved. */
  get hasPending(): boolean {
    return this.latest !== undefined;
  }

  change(value: T): void {
    this.latest = { value };
    if (!this.inflight) this.setState('pending');
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => void this.flush(), this.quietMs);
    this.maxTimer ??= setTimeout(() => void this.flush(), this.maxWaitMs);
  }

  /** Saves what is pending now (waiting for a save in flight first). */
  async flush(): Promise<void> {
    this.clearTimers();
    if (this.inflight) await this.inflight.catch(() => {});
    const next = this.latest;
    if (!next) return;
    this.latest = undefined;
    this.setState('inflight');
    this.inflight = this.options.save(next.value);
    try {
      await this.inflight;
    } catch (error) {
      // A newer change supersedes the failed value; otherwise keep it for the retry.
      if (this.options.retryable?.(error) && !this.latest) this.latest = next;
      this.options.onError?.(error);
    } finally {
      this.inflight = undefined;
    }
    if (this.latest) {
      // Changes made during the save (or a value kept after a failure) wait for their own
      // quiet period; a change already waiting keeps its timers.
      this.setState('pending');
      this.quietTimer ??= setTimeout(() => void this.flush(), this.quietMs);
      this.maxTimer ??= setTimeout(() => void this.flush(), this.maxWaitMs);
    } else {
      this.setState('idle');
    }
  }

  /** Hands over the pending value (clearing it) for a last save made some other way. */
  takePending(): T | undefined {
    const next = this.latest;
    this.latest = undefined;
    this.clearTimers();
    return next?.value;
  }

  /** Drops timers, for when the editor goes away after its last flush. */
  dispose(): void {
    this.clearTimers();
  }

  private clearTimers(): void {
    clearTimeout(this.quietTimer);
    clearTimeout(this.maxTimer);
    this.quietTimer = undefined;
    this.maxTimer = undefined;
  }

  private setState(state: SaveState): void {
    if (state === this.current) return;
    this.current = state;
    this.options.onState?.(state);
  }
}
