/**
 * Identifiers of the replaceable services. Each is a Symbol with an interface of the same
 * name (Theia's convention), so a host binds an implementation and plugins receive it
 * without importing the host.
 */

/** Structured log output; plugins log through it so the host decides where lines go. @public */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}
/** @public */
export const Logger = Symbol.for('quire.Logger');

/** The current time, replaceable in tests. @public */
export interface Clock {
  now(): Date;
}
/** @public */
export const Clock = Symbol.for('quire.Clock');
