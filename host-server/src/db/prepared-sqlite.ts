import type { Knex } from 'knex';
import { dialectOf } from './create-database.js';

interface SqliteStatement {
  run(...bindings: unknown[]): unknown;
  get(...bindings: unknown[]): unknown;
}

// Per connection: a prepared statement belongs to the connection that prepared it.
const preparedStatements = new WeakMap<object, Map<string, SqliteStatement>>();

async function withStatement<T>(db: Knex, sql: string, use: (statement: SqliteStatement) => T): Promise<T> {
  const connection = (await db.client.acquireConnection()) as { prepare(sql: string): SqliteStatement };
  try {
    let statements = preparedStatements.get(connection);
    if (!statements) preparedStatements.set(connection, (statements = new Map()));
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = connection.prepare(sql)));
    return use(statement);
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/**
 * Runs a hot statement. knex compiles, formats and prepares SQL again on every call; on
 * SQLite the statement is prepared once per connection and kept instead. PostgreSQL goes
 * through knex as usual. Use `?` placeholders.
 */
export async function runHot(db: Knex, sql: string, bindings: readonly unknown[]): Promise<void> {
  if (dialectOf(db) !== 'sqlite') {
    await db.raw(sql, bindings as Knex.RawBinding[]);
    return;
  }
  await withStatement(db, sql, (statement) => statement.run(...bindings));
}

/** Reads the first row of a hot query, prepared once per connection on SQLite. */
export async function firstHot<T>(db: Knex, sql: string, bindings: readonly unknown[]): Promise<T | undefined> {
  if (dialectOf(db) !== 'sqlite') {
    const result = await db.raw(sql, bindings as Knex.RawBinding[]);
    return (result as { rows: T[] }).rows[0];
  }
  return withStatement(db, sql, (statement) => statement.get(...bindings) as T | undefined);
}
