import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knexFactory, { type Knex } from 'knex';

/** Where the server keeps its data: a PostgreSQL URL, or an SQLite file. */
export type DatabaseLocation = { readonly url: string } | { readonly filename: string };

/** The dialect behind a knex instance, for the few places SQL differs. */
export function dialectOf(db: Knex): 'sqlite' | 'postgres' {
  return db.client.config.client === 'pg' ? 'postgres' : 'sqlite';
}

/**
 * Opens the database. SQLite runs in WAL mode with `synchronous = NORMAL`: a committed
 * write is in the WAL before the call returns, so it survives the process being killed
 * (docs/decisions/0006). Foreign keys are enforced on both dialects.
 */
export function createDatabase(location: DatabaseLocation): Knex {
  if ('url' in location) {
    return knexFactory({ client: 'pg', connection: location.url, pool: { min: 0, max: 10 } });
  }
  if (location.filename !== ':memory:') mkdirSync(dirname(location.filename), { recursive: true });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: location.filename },
    useNullAsDefault: true,
    // One connection: SQLite has one writer, and better-sqlite3 is synchronous anyway.
    pool: {
      min: 1,
      max: 1,
      afterCreate: (connection: { pragma(sql: string): unknown }, done: (error: Error | null, connection: unknown) => void) => {
        connection.pragma('journal_mode = WAL');
        connection.pragma('synchronous = NORMAL');
        connection.pragma('foreign_keys = ON');
        connection.pragma('busy_timeout = 5000');
        done(null, connection);
      },
    },
  });
}

/** Gives the query planner fresh statistics, after migrations and bulk imports. */
export async function optimizeDatabase(db: Knex): Promise<void> {
  if (dialectOf(db) === 'sqlite') await db.raw('PRAGMA optimize');
  else await db.raw('ANALYZE');
}
