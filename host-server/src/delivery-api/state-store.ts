import type { Knex } from 'knex';
import { runHotGrouped } from '../db/prepared-sqlite.js';

/**
 * The three learner-state tables and the columns that scope a row to its owner. The table
 * and column names only ever come from here, never from a request.
 */
export const STATE_SCOPES = {
  user_state: ['user_id'],
  course_state: ['section_id', 'user_id'],
  attempt_state: ['resource_attempt_id'],
} as const;

export type StateTable = keyof typeof STATE_SCOPES;

/** Whose state: a table and the value of each of its scope columns, in order. */
export interface StateScope<T extends StateTable = StateTable> {
  readonly table: T;
  readonly ids: readonly number[];
}

const whereScope = (db: Knex, scope: StateScope) => {
  const columns = STATE_SCOPES[scope.table];
  return db(scope.table).where(Object.fromEntries(columns.map((column, i) => [column, scope.ids[i]])));
};

/**
 * The stored values, as the text of a JSON object of key → value. Values are stored as
 * JSON text, so the answer is assembled from them without parsing each one again.
 */
export async function readState(db: Knex, scope: StateScope, keys: readonly string[] | undefined): Promise<string> {
  if (keys && keys.length === 0) return '{}';
  let query = whereScope(db, scope).select('key', 'value');
  if (keys) query = query.whereIn('key', keys);
  const rows = (await query) as { key: string; value: string }[];
  return `{${rows.map((row) => `${JSON.stringify(row.key)}:${row.value}`).join(',')}}`;
}

/** Writes of up to this many keys (a debounced page write holds a few) use a kept statement on SQLite. */
const PREPARED_MAX_ENTRIES = 16;

/**
 * Writes every key in one `insert … on conflict do update` statement: atomic on both
 * dialects without a separate transaction, and one round trip whatever the number of keys
 * (the learner `PUT /state` path is benchmarked; issue 3). `entries` hold JSON text values
 * and distinct keys; table and column names come from STATE_SCOPES, values are bound.
 */
export async function writeState(db: Knex, scope: StateScope, entries: readonly (readonly [string, string])[]): Promise<void> {
  if (entries.length === 0) return;
  const bindings: (string | number)[] = [];
  for (const [key, value] of entries) bindings.push(...scope.ids, key, value);
  const sql = upsertSql(scope.table, entries.length);
  if (entries.length <= PREPARED_MAX_ENTRIES) await runHotGrouped(db, sql, bindings);
  else await db.raw(sql, bindings);
}

const upsertSqls = new Map<string, string>();

/** The upsert of `count` keys into `table`, built once per shape. */
function upsertSql(table: StateTable, count: number): string {
  const shape = `${table}:${count}`;
  let sql = upsertSqls.get(shape);
  if (sql === undefined) {
    const columns = STATE_SCOPES[table];
    const placeholders = `(${[...columns.map(() => '?'), '?', '?'].join(', ')})`;
    sql =
      `insert into ${table} (${columns.join(', ')}, "key", "value") values ${Array(count).fill(placeholders).join(', ')} ` +
      `on conflict (${columns.join(', ')}, "key") do update set "value" = excluded."value"`;
    // Only the shapes a kept statement serves: larger writes are rare, and each count differs.
    if (count <= PREPARED_MAX_ENTRIES) upsertSqls.set(shape, sql);
  }
  return sql;
}

/** Removes the given keys; returns how many rows went. */
export async function deleteState(db: Knex, scope: StateScope, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  return whereScope(db, scope).whereIn('key', keys).delete();
}
