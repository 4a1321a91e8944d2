import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background connection copies the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 100;

/**
 * If the background checkpoints fall behind (or the worker is gone), the request thread's
 * own connection checkpoints once the log holds this many pages (~40 MB): a backstop that
 * keeps the log bounded. Most of its frames are already copied by then, so it is short.
 */
export const BACKSTOP_AUTOCHECKPOINT_PAGES = 10_000;

/** A log larger than this is cut back to it after a checkpoint restarts it. */
export const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

// CommonJS run in the worker: no TypeScript loader there, and nothing to transpile.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.filename);
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or mid-recovery: the next round tries again.
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

/** The running background checkpointer of one database file. */
export interface WalCheckpointer {
  /** Stops it and closes its connection; resolves once the worker has ended. */
  stop(): Promise<void>;
}

/**
 * Checkpoints an SQLite database in WAL mode from a worker thread with its own connection.
 * better-sqlite3 runs on the event loop's thread, and SQLite's automatic checkpoint runs
 * inside whichever commit crosses the threshold: copying megabytes and syncing the file
 * there stalls every request for tens of milliseconds. A PASSIVE checkpoint on another
 * connection never blocks the writer, and a commit is durable once it is in the log
 * whether or not it has been checkpointed (docs/decisions/0011).
 */
export function startWalCheckpointer(filename: string): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: { driverPath, filename, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  // Never what keeps a process alive.
  worker.unref();
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => resolve());
    worker.once('error', () => resolve());
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      await exited;
    },
  };
}
