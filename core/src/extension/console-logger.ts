import type { Logger } from './service-identifiers.js';

/** Browsers and Node both have a console; core is built without DOM or Node types. */
declare const console: {
  info(...values: unknown[]): void;
  warn(...values: unknown[]): void;
  error(...values: unknown[]): void;
};

/** A Logger writing one line per entry to the console; the default binding. @public */
export class ConsoleLogger implements Logger {
  info(message: string, details?: Record<string, unknown>): void {
    console.info(message, ...(details ? [details] : []));
  }
  warn(message: string, details?: Record<string, unknown>): void {
    console.warn(message, ...(details ? [details] : []));
  }
  error(message: string, details?: Record<string, unknown>): void {
    console.error(message, ...(details ? [details] : []));
  }
}

/** A Logger that keeps entries in memory, for tests and for reporting plugin failures. @public */
export class MemoryLogger implements Logger {
  readonly entries: { level: 'info' | 'warn' | 'error'; message: string; details?: Record<string, unknown> }[] = [];
  info(message: string, details?: Record<string, unknown>): void {
    this.entries.push({ level: 'info', message, details });
  }
  warn(message: string, details?: Record<string, unknown>): void {
    this.entries.push({ level: 'warn', message, details });
  }
  error(message: string, details?: Record<string, unknown>): void {
    this.entries.push({ level: 'error', message, details });
  }
}
