import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { BACKSTOP_AUTOCHECKPOINT_PAGES, startWalCheckpointer, WAL_SIZE_LIMIT_BYTES, type WalCheckpointer } from './wal-checkpointer.js';

/** Where the server keeps its data: a PostgreSQL URL, or an SQLite file. */
export type DatabaseLocation = { readonly url: string } | { readonly filename: string };

/** The dialect behind a knex instance, for the few places SQL differs. */
export function dialectOf(db: Knex): 'sqlite' | 'postgres' {
  return db.client.config.client === 'pg' ? 'postgres' : 'sqlite';
}

/** The part of a better-sqlite3 statement `prepared-sqlite.ts` uses. */
export interface SqliteStatement {
  run(...bindings: unknown[]): { changes: number };
  get(...bindings: unknown[]): unknown;
  all(...bindings: unknown[]): unknown[];
}

/** The part of a better-sqlite3 connection this module and `prepared-sqlite.ts` use. */
export interface SqliteConnection {
  readonly open: boolean;
  readonly inTransaction: boolean;
  pragma(sql: string): unknown;
  prepare(sql: string): SqliteStatement;
  close(): unknown;
}

// The pool's one connection of each SQLite knex instance.
const sqliteConnections = new WeakMap<Knex, { current?: SqliteConnection }>();

/**
 * The SQLite connection of a knex instance (not a transaction) when no transaction holds
 * it. better-sqlite3 runs a statement synchronously, so one statement run on it at once
 * cannot interleave with anything: it needs no turn in the pool.
 */
export function idleSqliteConnection(db: Knex): SqliteConnection | undefined {
  const connection = sqliteConnections.get(db)?.current;
  return connection && connection.open && !connection.inTransaction ? connection : undefined;
}

/**
 * Opens the database. SQLite runs in WAL mode with `synchronous = NORMAL`: a committed
 * write is in the WAL before the call returns, so it survives the process being killed
 * (docs/decisions/0006). A file database is checkpointed from a worker thread rather than
 * inside request-serving commits (docs/decisions/0011). Foreign keys are enforced on both
 * dialects.
 */
export function createDatabase(location: DatabaseLocation): Knex {
  if ('url' in location) {
    return knexFactory({ client: 'pg', connection: location.url, pool: { min: 0, max: 10 } });
  }
  if (location.filename !== ':memory:') mkdirSync(dirname(location.filename), { recursive: true });
  const pooled: { current?: SqliteConnection } = {};
  const db = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: location.filename },
    useNullAsDefault: true,
    // One connection: SQLite has one writer, and better-sqlite3 is synchronous anyway.
    pool: {
      min: 1,
      max: 1,
      afterCreate: (connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) => {
        connection.pragma('journal_mode = WAL');
        connection.pragma('synchronous = NORMAL');
        connection.pragma('foreign_keys = ON');
        connection.pragma('busy_timeout = 5000');
        const checkpointer = location.filename === ':memory:' ? undefined : checkpointInBackground(connection, location.filename);
        const close = connection.close.bind(connection);
        // knex awaits what close returns: the worker's connection closes last and folds the log in.
        connection.close = () => {
          if (pooled.current === connection) pooled.current = undefined;
          close();
          return checkpointer?.stop();
        };
        pooled.current = connection;
        done(null, connection);
      },
    },
  });
  sqliteConnections.set(db, pooled);
  return db;
}

/** Hands a connection's checkpoints to a worker, to be stopped when the connection closes. */
function checkpointInBackground(connection: SqliteConnection, filename: string): WalCheckpointer {
  connection.pragma(`wal_autocheckpoint = ${BACKSTOP_AUTOCHECKPOINT_PAGES}`);
  connection.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  return startWalCheckpointer(filename);
}

/** Gives the query planner fresh statistics, after migrations and bulk imports. */
export async function optimizeDatabase(db: Knex): Promise<void> {
  if (dialectOf(db) === 'sqlite') await db.raw('PRAGMA optimize');
  else await db.raw('ANALYZE');
}
