/**
 * Hot SQL: the statements every request or every save runs. knex compiles, formats and
 * prepares SQL again on every call, and a knex transaction adds several hundred
 * microseconds of its own; on SQLite these statements are instead prepared once per
 * connection and kept, and `hotTransaction` is a plain BEGIN/COMMIT on the pooled
 * connection. PostgreSQL goes through knex as usual. Write SQL both dialects accept, with
 * `?` placeholders.
 */
import type { Knex } from 'knex';
import { dialectOf, idleSqliteConnection, type SqliteConnection, type SqliteStatement } from './create-database.js';

/** An SQLite transaction begun by `hotTransaction`: it holds the pool's connection until it ends. */
export class SqliteTransaction {
  constructor(readonly connection: SqliteConnection) {}
}

/** Where hot SQL runs: a knex instance or transaction, or an SQLite transaction. */
export type HotDb = Knex | Knex.Transaction | SqliteTransaction;

export function hotDialect(db: HotDb): 'sqlite' | 'postgres' {
  return db instanceof SqliteTransaction ? 'sqlite' : dialectOf(db);
}

// Per connection: a prepared statement belongs to the connection that prepared it.
const preparedStatements = new WeakMap<object, Map<string, SqliteStatement>>();

function statementOf(connection: SqliteConnection, sql: string): SqliteStatement {
  let statements = preparedStatements.get(connection);
  if (!statements) preparedStatements.set(connection, (statements = new Map()));
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = connection.prepare(sql)));
  return statement;
}

/** Values as knex binds them on SQLite: times as epoch milliseconds, booleans as 0 or 1. */
function sqliteBindings(bindings: readonly unknown[]): unknown[] {
  return bindings.map((value) => (value instanceof Date ? value.getTime() : typeof value === 'boolean' ? Number(value) : value));
}

async function withStatement<T>(db: Knex | SqliteTransaction, sql: string, use: (statement: SqliteStatement) => T): Promise<T> {
  if (db instanceof SqliteTransaction) return use(statementOf(db.connection, sql));
  const idle = idleSqliteConnection(db as Knex);
  if (idle) return use(statementOf(idle, sql));
  // Inside a knex transaction this is the transaction's own connection.
  const connection = (await db.client.acquireConnection()) as SqliteConnection;
  try {
    return use(statementOf(connection, sql));
  } finally {
    await db.client.releaseConnection(connection);
  }
}

async function rawRows<T>(db: Knex | Knex.Transaction, sql: string, bindings: readonly unknown[]): Promise<{ rows: T[]; rowCount: number }> {
  return (await db.raw(sql, bindings as Knex.RawBinding[])) as { rows: T[]; rowCount: number };
}

/** Runs a statement; returns how many rows it changed. */
export async function runHot(db: HotDb, sql: string, bindings: readonly unknown[]): Promise<number> {
  if (hotDialect(db) !== 'sqlite') return (await rawRows(db as Knex, sql, bindings)).rowCount;
  return withStatement(db as Knex | SqliteTransaction, sql, (statement) => statement.run(...sqliteBindings(bindings)).changes);
}

interface QueuedWrite {
  readonly sql: string;
  readonly bindings: unknown[];
  readonly resolve: (changes: number) => void;
  readonly reject: (error: unknown) => void;
}

const queuedWrites = new WeakMap<Knex, QueuedWrite[]>();

/**
 * Runs a write statement, on SQLite together with the other writes queued in the same turn
 * of the event loop: one transaction, one commit for all of them (group commit). Each
 * promise settles after that commit, so an acknowledged write is as durable as one
 * committed alone; a write that fails fails alone. A commit is most of the cost of a small
 * write, and concurrent learners' state writes arrive together.
 */
export function runHotGrouped(db: Knex, sql: string, bindings: readonly unknown[]): Promise<number> {
  // A knex transaction (the demo's seeding runs every request in one) commits on its own.
  if (dialectOf(db) !== 'sqlite' || db.isTransaction) return runHot(db, sql, bindings);
  return new Promise<number>((resolve, reject) => {
    let queue = queuedWrites.get(db);
    if (!queue) {
      const writes: QueuedWrite[] = (queue = []);
      queuedWrites.set(db, writes);
      setImmediate(() => {
        queuedWrites.delete(db);
        void commitGroup(db, writes);
      });
    }
    queue.push({ sql, bindings: sqliteBindings(bindings), resolve, reject });
  });
}

async function commitGroup(db: Knex, writes: readonly QueuedWrite[]): Promise<void> {
  let connection = idleSqliteConnection(db);
  const pooled = !connection;
  try {
    connection ??= (await db.client.acquireConnection()) as SqliteConnection;
  } catch (error) {
    for (const write of writes) write.reject(error);
    return;
  }
  try {
    if (writes.length === 1) {
      const [write] = writes;
      write.resolve(statementOf(connection, write.sql).run(...write.bindings).changes);
      return;
    }
    const outcomes = runGroup(connection, writes);
    for (let i = 0; i < writes.length; i++) {
      const outcome = outcomes[i];
      if ('error' in outcome) writes[i].reject(outcome.error);
      else writes[i].resolve(outcome.changes);
    }
  } catch (error) {
    for (const write of writes) write.reject(error);
  } finally {
    if (pooled) await db.client.releaseConnection(connection);
  }
}

/** Runs the writes in one transaction, synchronously; throws when the transaction is lost. */
function runGroup(connection: SqliteConnection, writes: readonly QueuedWrite[]): ({ changes: number } | { error: unknown })[] {
  statementOf(connection, 'BEGIN IMMEDIATE').run();
  const outcomes: ({ changes: number } | { error: unknown })[] = [];
  try {
    for (const write of writes) {
      try {
        outcomes.push({ changes: statementOf(connection, write.sql).run(...write.bindings).changes });
      } catch (error) {
        // A constraint failure undoes only its own statement; anything worse ends the transaction.
        if (!connection.inTransaction) throw error;
        outcomes.push({ error });
      }
    }
    statementOf(connection, 'COMMIT').run();
    return outcomes;
  } catch (error) {
    if (connection.inTransaction) statementOf(connection, 'ROLLBACK').run();
    throw error;
  }
}

/** The first row of a query (or of a write's `returning`). */
export async function firstHot<T>(db: HotDb, sql: string, bindings: readonly unknown[]): Promise<T | undefined> {
  if (hotDialect(db) !== 'sqlite') return (await rawRows<T>(db as Knex, sql, bindings)).rows[0];
  return withStatement(db as Knex | SqliteTransaction, sql, (statement) => statement.get(...sqliteBindings(bindings)) as T | undefined);
}

/** Every row of a query (or of a write's `returning`). */
export async function allHot<T>(db: HotDb, sql: string, bindings: readonly unknown[]): Promise<T[]> {
  if (hotDialect(db) !== 'sqlite') return (await rawRows<T>(db as Knex, sql, bindings)).rows;
  return withStatement(db as Knex | SqliteTransaction, sql, (statement) => statement.all(...sqliteBindings(bindings)) as T[]);
}

/**
 * Runs `work` in a transaction and commits when it resolves, rolls back when it throws. On
 * SQLite a BEGIN IMMEDIATE on the pooled connection, which `work` must reach only through
 * the handle it is given (any other query waits for the connection it holds); on
 * PostgreSQL, or when `db` is itself a knex transaction, a knex transaction.
 */
export async function hotTransaction<T>(db: Knex, work: (trx: HotDb) => Promise<T>): Promise<T> {
  // Inside a knex transaction, a nested one: a savepoint on the connection it holds.
  if (dialectOf(db) !== 'sqlite' || db.isTransaction) return db.transaction((trx) => work(trx));
  const connection = (await db.client.acquireConnection()) as SqliteConnection;
  try {
    // IMMEDIATE takes the write lock up front: another process cannot slip in between a
    // read and the write that depends on it.
    statementOf(connection, 'BEGIN IMMEDIATE').run();
    try {
      const result = await work(new SqliteTransaction(connection));
      statementOf(connection, 'COMMIT').run();
      return result;
    } catch (error) {
      if (connection.inTransaction) statementOf(connection, 'ROLLBACK').run();
      throw error;
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}
