import type { Logger } from '@quire/core';
import type { Logger as Pino } from 'pino';

/** Core's Logger over a pino log: what plugins and routes log becomes a line of the server's log. */
export class PinoLogger implements Logger {
  constructor(private readonly log: Pino) {}

  info(message: string, details?: Record<string, unknown>): void {
    this.log.info(details ?? {}, message);
  }

  warn(message: string, details?: Record<string, unknown>): void {
    this.log.warn(details ?? {}, message);
  }

  error(message: string, details?: Record<string, unknown>): void {
    this.log.error(details ?? {}, message);
  }
}
