import type { ChildProcess } from 'node:child_process';

/** How a process ended. */
export interface ProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** A child process whose standard output and error a test reads as they come. */
export class WatchedProcess {
  /** Everything it wrote so far, standard output and error together. */
  output = '';
  readonly exited: Promise<ProcessExit>;
  private readonly waiters = new Set<() => void>();

  constructor(readonly child: ChildProcess) {
    const collect = (chunk: Buffer) => {
      this.output += chunk.toString();
      for (const waiter of this.waiters) waiter();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    void this.exited.then(() => {
      for (const waiter of this.waiters) waiter();
    });
  }

  /** Whether it has ended. */
  get ended(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  /** The first match of `pattern` in its output, once written; fails if it ends or `timeoutMs` passes first. */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(this.output);
        if (match) finish(() => resolve(match));
        else if (this.ended) finish(() => reject(new Error(`The process ended before writing ${pattern}:\n${this.output}`)));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`Nothing matched ${pattern} within ${timeoutMs} ms:\n${this.output}`))), timeoutMs);
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        settle();
      };
      this.waiters.add(check);
      check();
    });
  }
}
