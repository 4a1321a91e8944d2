import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/http-error.js';
import { OWASP_SCRYPT_COST, SCRYPT_KEY_BYTES, formatScryptHash, parseScryptHash, sameScryptCost, scryptMaxmem, type ScryptCost } from './scrypt-hash.js';

/** The answer to a password that is common or follows a simple pattern. */
export const WEAK_PASSWORD_MESSAGE = 'Choose a password that is harder to guess: this one is too common or follows a simple pattern';

/** zxcvbn's scores run from 0 to 4; below 2 the password falls to fewer than 10^8 guesses. */
const MIN_STRENGTH_SCORE = 2;

/**
 * zxcvbn's matching grows steeply with length (half a second for 200 characters of l33t here);
 * it judges the first 64 characters, which keeps each check near 0.1 s at worst.
 */
const MAX_STRENGTH_LENGTH = 64;

const requireHere = createRequire(import.meta.url);

// CommonJS run in the worker: no TypeScript loader there. scryptSync, not scrypt: the async
// form would run on libuv's threadpool, which file reads share, and that is what starved media.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
let strength;
function score(password, userInputs) {
  if (!strength) {
    const { ZxcvbnFactory } = require(workerData.zxcvbnPath);
    const { dictionary, adjacencyGraphs } = require(workerData.zxcvbnCommonPath);
    strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: workerData.maxStrengthLength });
  }
  return strength.check(password, userInputs).score;
}
parentPort.on('message', (job) => {
  try {
    const result = job.kind === 'derive'
      ? scryptSync(job.password.normalize('NFKC'), job.salt, workerData.keyBytes, { N: 2 ** job.cost.ln, r: job.cost.r, p: job.cost.p, maxmem: job.maxmem })
      : score(job.password, job.userInputs);
    parentPort.postMessage({ id: job.id, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String((error && error.message) || error) });
  }
});
`;

type JobMessage =
  | { kind: 'derive'; password: string; salt: Uint8Array; cost: ScryptCost; maxmem: number }
  | { kind: 'score'; password: string; userInputs: string[] };

interface Job {
  readonly id: number;
  readonly message: JobMessage;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

export interface PasswordPoolOptions {
  /** The cost new hashes get, and that older ones are upgraded to; OWASP's minimum when not given. */
  readonly cost?: ScryptCost;
  /** Threads hashing at once; all cores but one (at least one, at most four) when not given. */
  readonly workers?: number;
  /** Jobs waiting for a thread beyond which new ones are refused with a 503. */
  readonly maxQueued?: number;
}

/** What checking a password against its stored hash found. */
export interface PasswordCheck {
  readonly valid: boolean;
  /** Valid, but hashed at another cost than today's: hash it again now that it is known. */
  readonly outdated: boolean;
}

/**
 * Hashes, checks and judges passwords on worker threads of their own, a few at a time with
 * a bounded queue. scrypt is deliberately slow and memory-hungry: on the event loop's
 * thread, or on the libuv threadpool that file reads share, a burst of sign-ins would hold
 * up every other request. When the queue is full, a request is refused with a 503 at once.
 */
export class PasswordPool {
  readonly cost: ScryptCost;
  private readonly size: number;
  private readonly maxQueued: number;
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private derived = 0;
  private closed = false;
  private dummyHash: Promise<string> | undefined;

  constructor(options: PasswordPoolOptions = {}) {
    this.cost = options.cost ?? OWASP_SCRYPT_COST;
    this.size = Math.max(1, options.workers ?? Math.min(4, availableParallelism() - 1));
    this.maxQueued = options.maxQueued ?? 32;
  }

  /** How many scrypt derivations have finished: each sign-in attempt that reaches a hash makes one. */
  get derivations(): number {
    return this.derived;
  }

  /** A new hash of the password at today's cost, with a random salt. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.derive(password, salt, this.cost);
    return formatScryptHash({ cost: this.cost, salt, key });
  }

  /**
   * Checks a password against a stored hash. Without one (an unknown email, an account
   * with no password), it is checked against a hash of a random password at today's cost,
   * so that the answer takes as long as for a real account.
   */
  async verify(password: string, stored: string | null | undefined): Promise<PasswordCheck> {
    const parsed = stored ? parseScryptHash(stored) : undefined;
    const target = parsed ?? parseScryptHash(await this.dummy());
    if (!target) throw new Error('the dummy hash cannot be read');
    const key = await this.derive(password, target.salt, target.cost);
    const valid = parsed !== undefined && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    return { valid, outdated: valid && !sameScryptCost(parsed.cost, this.cost) };
  }

  /** Why the password is too easy to guess (common, a simple pattern, the person's own email or name), or undefined. */
  async weakness(password: string, userInputs: readonly string[] = []): Promise<string | undefined> {
    const score = (await this.run({ kind: 'score', password, userInputs: [...userInputs, 'quire'] })) as number;
    return score < MIN_STRENGTH_SCORE ? WEAK_PASSWORD_MESSAGE : undefined;
  }

  /** Stops the threads; jobs still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The password pool is closed'));
    await Promise.all([...this.idle.splice(0), ...this.running.keys()].map((worker) => worker.terminate()));
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }

  private async derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
    const key = (await this.run({ kind: 'derive', password, salt, cost, maxmem: scryptMaxmem(cost) })) as Uint8Array;
    this.derived++;
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  }

  private run(message: JobMessage): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('The password pool is closed'));
    if (this.running.size >= this.size && this.queue.length >= this.maxQueued) return Promise.reject(passwordPoolBusy());
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, message, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.running.size < this.size ? this.startWorker() : undefined);
      if (!worker) return;
      const job = this.queue.shift() as Job;
      this.running.set(worker, job);
      worker.postMessage({ id: job.id, ...job.message });
    }
  }

  private startWorker(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      execArgv: [],
      workerData: {
        keyBytes: SCRYPT_KEY_BYTES,
        maxStrengthLength: MAX_STRENGTH_LENGTH,
        zxcvbnPath: requireHere.resolve('@zxcvbn-ts/core'),
        zxcvbnCommonPath: requireHere.resolve('@zxcvbn-ts/language-common'),
      },
    });
    // Never what keeps a process alive.
    worker.unref();
    worker.on('message', (answer: { id: number; result?: unknown; error?: string }) => {
      const job = this.running.get(worker);
      if (!job || job.id !== answer.id) return;
      this.running.delete(worker);
      if (!this.closed) this.idle.push(worker);
      if (answer.error !== undefined) job.reject(new Error(answer.error));
      else job.resolve(answer.result);
      this.dispatch();
    });
    // A thread that dies takes its job with it; the next job starts a new one.
    const lost = (error: Error) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      job?.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.once('error', lost);
    worker.once('exit', (code) => lost(new Error(`A password thread stopped (exit code ${code})`)));
    return worker;
  }
}

/** The 503 when more sign-ins are waiting than the pool takes: the client is told to try again shortly. */
export function passwordPoolBusy(): HttpError {
  return Object.assign(new HttpError(503, 'Too many people are signing in right now: try again in a few seconds'), { retryAfterSeconds: 5 });
}
