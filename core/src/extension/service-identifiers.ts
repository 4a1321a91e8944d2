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

/** The database handle (a knex instance on the server). Typed by `@quire/plugin-sdk/server`. @public */
export const Database = Symbol.for('quire.Database');

/** Where media bytes live (a folder by default, S3-compatible when bound so). @public */
export const BlobStore = Symbol.for('quire.BlobStore');

/** Exclusive, expiring locks on resources, held in the database. @public */
export const LockService = Symbol.for('quire.LockService');

/** Publishes domain events (learner events, saves) to listeners across processes. @public */
export const EventBus = Symbol.for('quire.EventBus');
