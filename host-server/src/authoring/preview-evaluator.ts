import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/http-error.js';
import { PREVIEW_WORKER_READY, type PreviewAnswer, type PreviewJob } from './preview-evaluation-worker.js';

/** How long one preview may evaluate before its thread is stopped. */
export const PREVIEW_TIME_BUDGET_MS = 2_000;

/** The answer to a preview whose rules need more work than a submission may do, or more time than its budget. */
export const TOO_COMPLEX_MESSAGE = 'This rule is too complex to evaluate';

/** Previews waiting for the thread beyond which new ones are refused with a 503. */
const MAX_QUEUED = 16;

/** The thread's heap: an evaluation that needs more is stopped like one that takes too long. */
const WORKER_HEAP_MB = 256;

export interface PreviewEvaluatorOptions {
  /** The thread's program, as CommonJS source; asked for once, when the first preview comes. */
  readonly workerSource: () => Promise<string>;
  readonly timeBudgetMs?: number;
  readonly maxQueued?: number;
}

interface Pending {
  readonly job: Omit<PreviewJob, 'id'>;
  resolve(answer: PreviewAnswer): void;
  reject(error: Error): void;
}

/**
 * Evaluates authors' previews (their unsaved models against answers) on a thread of its
 * own, one at a time, with a time budget each: the rules are the author's, and however
 * costly they are, the thread that serves every other request is not the one that runs
 * them. A preview over its budget is answered 422 {@link TOO_COMPLEX_MESSAGE}, and its
 * thread is stopped and a new one started for the next. Waiting previews are bounded; one
 * more is refused with a 503.
 */
export class PreviewEvaluator {
  private readonly timeBudgetMs: number;
  private readonly maxQueued: number;
  private readonly queue: Pending[] = [];
  private source: Promise<string> | undefined;
  private worker: Promise<Worker> | undefined;
  /** The thread `worker` resolved to, once it is ready. */
  private thread: Worker | undefined;
  private busy = false;
  private closed = false;
  private nextId = 1;
  private started = 0;

  constructor(private readonly options: PreviewEvaluatorOptions) {
    this.timeBudgetMs = options.timeBudgetMs ?? PREVIEW_TIME_BUDGET_MS;
    this.maxQueued = options.maxQueued ?? MAX_QUEUED;
  }

  /** How many threads have been started: one, plus one for each preview stopped over its budget. */
  get threadsStarted(): number {
    return this.started;
  }

  /**
   * Evaluates a preview. Rejects with a 422 HttpError over the time budget, a 503 when too
   * many previews are waiting or the thread cannot start.
   */
  evaluate(job: Omit<PreviewJob, 'id'>): Promise<PreviewAnswer> {
    if (this.closed) return Promise.reject(new Error('The preview evaluator is closed'));
    if (this.queue.length >= this.maxQueued) return Promise.reject(previewsBusy());
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      void this.next();
    });
  }

  /** Stops the thread; previews still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The preview evaluator is closed'));
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.then((thread) => thread.terminate()).catch(() => undefined);
  }

  private async next(): Promise<void> {
    if (this.busy || this.closed) return;
    const pending = this.queue.shift();
    if (!pending) return;
    this.busy = true;
    try {
      pending.resolve(await this.run(pending.job));
    } catch (error) {
      pending.reject(error as Error);
    } finally {
      this.busy = false;
      void this.next();
    }
  }

  private async run(job: Omit<PreviewJob, 'id'>): Promise<PreviewAnswer> {
    let worker: Worker;
    try {
      worker = await (this.worker ??= this.startWorker());
    } catch (error) {
      this.worker = undefined;
      throw Object.assign(new HttpError(503, `Checking answers is not available right now: ${(error as Error).message}`), { retryAfterSeconds: 5 });
    }
    const id = this.nextId++;
    return new Promise<PreviewAnswer>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const onMessage = (answer: PreviewAnswer) => {
        if (answer?.id !== id) return;
        settle();
        resolve(answer);
      };
      const onExit = (code: number) => {
        settle();
        reject(new Error(`The preview thread stopped (exit code ${code})`));
      };
      const timer = setTimeout(() => {
        settle();
        this.thread = undefined;
        this.worker = undefined;
        void worker.terminate();
        reject(new HttpError(422, TOO_COMPLEX_MESSAGE));
      }, this.timeBudgetMs);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.postMessage({ id, ...job } satisfies PreviewJob);
    });
  }

  /** A new thread, resolved once it says it is ready: its start-up is not part of any preview's budget. */
  private async startWorker(): Promise<Worker> {
    const source = await (this.source ??= this.options.workerSource());
    if (this.closed) throw new Error('The preview evaluator is closed');
    this.started++;
    const worker = new Worker(source, { eval: true, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    // Never what keeps a process alive.
    worker.unref();
    // A thread that fails or stops is replaced when the next preview comes.
    const forget = () => {
      if (this.thread === worker) {
        this.thread = undefined;
        this.worker = undefined;
      }
    };
    worker.on('error', forget);
    worker.on('exit', forget);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (message !== PREVIEW_WORKER_READY) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve();
      };
      const onExit = (code: number) => reject(new Error(`the thread stopped as it started (exit code ${code})`));
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', onExit);
    });
    this.thread = worker;
    return worker;
  }
}

/** The 503 when more previews wait than the thread takes. */
function previewsBusy(): HttpError {
  return Object.assign(new HttpError(503, 'Too many answers are being checked right now: try again in a few seconds'), { retryAfterSeconds: 5 });
}
