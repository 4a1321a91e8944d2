import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CslItem } from '@quire/plugin-sdk';
import { formatEntry, type FormattedEntry } from './citation-formatter.js';
import type { FormatReply, FormatRequest } from './format-worker.js';

/** Fewer entries than this are formatted at once on the server's thread: a few milliseconds each. */
const INLINE_ENTRIES = 8;

/** Starts the worker file beside this module: JavaScript in the built package, TypeScript through tsx's require hook in the workspace. */
function startFormatWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: 256 } };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./format-worker.js', import.meta.url), options);
  const file = fileURLToPath(new URL('./format-worker.ts', import.meta.url));
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return new Worker(`require(${JSON.stringify(tsx)}).require(${JSON.stringify(file)}, ${JSON.stringify(file)});`, { ...options, eval: true });
}

/**
 * Formats entries in APA (citation-js, citeproc: a few milliseconds an entry). A handful goes
 * on the server's thread; an import of hundreds is shared out to worker threads, one per
 * core up to four, so the event loop keeps answering others meanwhile. The workers start on
 * the first large batch and stay, unreferenced, for the next.
 */
export class EntryFormatter {
  private workers: Worker[] = [];
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (formatted: FormattedEntry[]) => void; reject: (error: Error) => void }>();

  constructor(private readonly workerCount = Math.max(1, Math.min(4, availableParallelism()))) {}

  async format(entries: readonly (readonly CslItem[])[]): Promise<FormattedEntry[]> {
    if (entries.length < INLINE_ENTRIES) return entries.map((entry) => formatEntry(entry));
    const workers = this.started();
    const size = Math.ceil(entries.length / workers.length);
    const chunks = workers.map((worker, index) => this.send(worker, entries.slice(index * size, (index + 1) * size)));
    return (await Promise.all(chunks)).flat();
  }

  /** Stops the workers; a later batch starts new ones. */
  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private started(): Worker[] {
    if (this.workers.length > 0) return this.workers;
    this.workers = Array.from({ length: this.workerCount }, () => {
      const worker = startFormatWorker();
      worker.unref();
      worker.on('message', (reply: FormatReply) => {
        const waiting = this.waiting.get(reply.id);
        this.waiting.delete(reply.id);
        if ('error' in reply) waiting?.reject(new Error(`Formatting the entries failed: ${reply.error}`));
        else waiting?.resolve(reply.formatted);
      });
      // A worker that dies fails what it was given; the next batch starts new workers.
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => code !== 0 && this.fail(new Error(`A formatting worker stopped (${code})`)));
      return worker;
    });
    return this.workers;
  }

  private send(worker: Worker, entries: readonly (readonly CslItem[])[]): Promise<FormattedEntry[]> {
    if (entries.length === 0) return Promise.resolve([]);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, entries } satisfies FormatRequest);
    });
  }

  private fail(error: Error): void {
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
    void this.close();
  }
}
