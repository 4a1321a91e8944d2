import { hotDialect, type HotDb } from '../db/prepared-sqlite.js';

/**
 * A subquery of the ids in one JSON array parameter, as rows of a column `id`: a list of
 * any length is one statement with one parameter, prepared once on SQLite.
 */
export function jsonIdList(db: HotDb): string {
  return hotDialect(db) === 'postgres'
    ? '(select value::integer as id from json_array_elements_text(?::json))'
    : '(select value as id from json_each(?))';
}
