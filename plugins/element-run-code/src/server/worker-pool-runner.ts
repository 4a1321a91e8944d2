import type { CodeRunResult } from '@quire/plugin-sdk/server';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DEFAULT_RUN_LIMITS, RAN_TOO_LONG_MESSAGE, type RunLimits } from './run-limits.js';
import type { RunAnswer, RunRequest } from './javascript-runner-worker.js';

/** Too many runs are waiting: the caller answers 503 and the learner tries again. */
export class RunnerBusyError extends Error {
  constructor() {
    super('Too many programs are running right now. Try again in a moment.');
  }
}

export interface WorkerPoolOptions {
  /** Runs at once, each in its own worker thread: one fewer than the cores, 1 to 4, when not given. */
  readonly workers?: number;
  /** Runs that may wait for a worker; one more is refused with RunnerBusyError. */
  readonly queueLength?: number;
  readonly limits?: RunLimits;
  /** How long past its CPU time a run may take before its worker is ended: start-up of the run, and the answer's trip. */
  readonly graceMilliseconds?: number;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
}

interface Waiting {
  readonly code: string;
  readonly resolve: (result: CodeRunResult) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Starts the worker file beside this module. In the built package it is JavaScript and
 * starts as it is. In the workspace it is TypeScript, and Node 20 does not apply a loader
 * given to a worker's `--import`, so the worker loads it through tsx's require hook.
 */
function startRunnerWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: 128 } };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./javascript-runner-worker.js', import.meta.url), options);
  const file = fileURLToPath(new URL('./javascript-runner-worker.ts', import.meta.url));
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const source = `require(${JSON.stringify(tsx)}).require(${JSON.stringify(file)}, ${JSON.stringify(file)});`;
  return new Worker(source, { ...options, eval: true });
}

/**
 * One worker fewer than the machine has cores, so runaway programs leave a core to the
 * server's event loop; at least one, at most four.
 */
function defaultWorkers(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * Runs learner JavaScript off the server's event loop, in a few worker threads that each
 * keep QuickJS loaded. A worker whose run outlives its time is ended and replaced, so a
 * runaway program costs its worker, never the server.
 */
export class WorkerPoolRunner {
  private readonly slots: Slot[] = [];
  private readonly waiting: Waiting[] = [];
  private readonly limits: RunLimits;
  private readonly size: number;
  private readonly queueLength: number;
  private readonly grace: number;
  private nextId = 1;
  private closed = false;

  constructor(options: WorkerPoolOptions = {}) {
    this.limits = options.limits ?? DEFAULT_RUN_LIMITS;
    this.size = options.workers ?? defaultWorkers();
    this.queueLength = options.queueLength ?? 16;
    this.grace = options.graceMilliseconds ?? 1_000;
  }

  /** Runs `code` once a worker is free; refuses with RunnerBusyError when too many wait. */
  run(code: string): Promise<CodeRunResult> {
    if (this.closed) return Promise.reject(new Error('The code runner has stopped'));
    if (this.waiting.length >= this.queueLength) return Promise.reject(new RunnerBusyError());
    return new Promise((resolve, reject) => {
      this.waiting.push({ code, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; runs still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.waiting.splice(0)) waiting.reject(new Error('The code runner has stopped'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private startWorker(): Slot {
    const worker = startRunnerWorker();
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (message !== 'ready') return;
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    // A worker that failed to start is replaced on the next run.
    ready.catch(() => {});
    return { worker, ready, busy: false };
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let slot = this.slots.find((candidate) => !candidate.busy);
      if (!slot && this.slots.length < this.size) {
        slot = this.startWorker();
        this.slots.push(slot);
      }
      if (!slot) return;
      const next = this.waiting.shift()!;
      slot.busy = true;
      void this.runOn(slot, next);
    }
  }

  private replace(slot: Slot): void {
    void slot.worker.terminate();
    const index = this.slots.indexOf(slot);
    if (index !== -1) this.slots.splice(index, 1);
  }

  private async runOn(slot: Slot, job: Waiting): Promise<void> {
    try {
      await slot.ready;
    } catch (error) {
      this.replace(slot);
      job.reject(error instanceof Error ? error : new Error(String(error)));
      this.dispatch();
      return;
    }
    const id = this.nextId++;
    const result = await new Promise<CodeRunResult>((resolve) => {
      const finish = (answer: CodeRunResult, workerLost: boolean) => {
        clearTimeout(watchdog);
        slot.worker.off('message', onMessage);
        slot.worker.off('exit', onExit);
        if (workerLost) this.replace(slot);
        else slot.busy = false;
        resolve(answer);
      };
      const onMessage = (message: RunAnswer) => {
        if (message.id === id) finish(message.result, false);
      };
      const onExit = () => finish({ stdout: '', stderr: '', error: 'The code runner stopped unexpectedly. Try again.' }, true);
      // The interrupt handler stops most runaway code in the worker; a long native call is
      // not interrupted, so the worker itself is ended once the run outlives its time.
      const watchdog = setTimeout(() => finish({ stdout: '', stderr: '', error: RAN_TOO_LONG_MESSAGE(this.limits) }, true), this.limits.cpuMilliseconds + this.grace);
      slot.worker.on('message', onMessage);
      slot.worker.once('exit', onExit);
      slot.worker.postMessage({ id, code: job.code, limits: this.limits } satisfies RunRequest);
    });
    job.resolve(result);
    this.dispatch();
  }
}
