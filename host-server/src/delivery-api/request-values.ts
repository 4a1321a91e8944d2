import type { Context } from 'koa';
import { badRequest, notFound } from '../http/http-error.js';

/** The longest state, blob or slug key the API stores (the key columns are 200 wide). */
export const MAX_KEY_LENGTH = 200;
/** The most keys one state request may name or write. */
export const MAX_KEYS_PER_REQUEST = 1000;

/**
 * A resource id from a path segment: a positive integer in decimal. Anything else names
 * nothing, so it is a 404, and never reaches knex.
 */
export function pathId(value: unknown, what: string): number {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,14}$/.test(value)) throw notFound(`${what} not found`);
  return Number(value);
}

/** A slug or guid from a path segment: a bounded string, else a 404. */
export function pathString(value: unknown, what: string, max = 100): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > max) throw notFound(`${what} not found`);
  return value;
}

/** A state or blob key: 1 to 200 characters, no control characters. */
export function checkKey(key: unknown, where = 'key'): string {
  if (typeof key !== 'string' || key.length === 0) throw badRequest(`${where}: Use a non-empty string as a key`);
  if (key.length > MAX_KEY_LENGTH) throw badRequest(`${where}: Use at most ${MAX_KEY_LENGTH} characters for a key`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) throw badRequest(`${where}: A key may not hold control characters`);
  return key;
}

/**
 * The keys of `?keys[]=a&keys[]=b` (or `?keys=a`): undefined when none are given, so
 * the caller can tell "all keys" from "these keys".
 */
export function queryKeys(ctx: Context): string[] | undefined {
  const raw = ctx.query['keys[]'] ?? ctx.query.keys;
  if (raw === undefined) return undefined;
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_KEYS_PER_REQUEST) throw badRequest(`keys: Ask for at most ${MAX_KEYS_PER_REQUEST} keys at a time`);
  return [...new Set(list.map((key) => checkKey(key, 'keys')))];
}






/** A timestamp column as ISO text: SQLite gives milliseconds, PostgreSQL a Date. */
export function isoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | number | Date).toISOString();
}
