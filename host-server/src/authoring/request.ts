/**
 * Small request helpers shared by the authoring routes: every value taken from a path,
 * a query string or a body is checked here before it can reach knex.
 */
import { isUniqueViolation } from '../db/is-unique-violation.js';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { z } from 'zod';
import { dialectOf } from '../db/create-database.js';
import { badRequest, notFound } from '../http/http-error.js';

/** The largest id an `integer` column holds on PostgreSQL; a larger one is never looked up. */
export const MAX_DB_ID = 2_147_483_647;

/** A record id in a request body: a whole number a database row can have. */
export const idSchema = z.number().int().min(1).max(MAX_DB_ID);

/** A title of a project, page, container, activity, objective or tag. */
export const titleSchema = z
  .string()
  .trim()
  .min(1, 'Enter a title')
  .max(300, 'Use at most 300 characters for the title');

/** Objectives of a revision: lists of objective ids by part id (`attached` for a page). */
export const objectivesSchema = z
  .record(z.string().max(100), z.array(idSchema).max(200))
  .refine((value) => Object.keys(value).length <= 200, 'Too many objective lists');

/** Tags of a revision: tag ids. */
export const tagsSchema = z.array(idSchema).max(200);

/**
 * A resource id from the path. Anything that is not a plain positive whole number in
 * range cannot name a resource, so it is answered like a missing one.
 */
export function parseIdParam(value: unknown, what = 'Resource'): number {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) throw notFound(`${what} not found`);
  const id = Number(value);
  if (id > MAX_DB_ID) throw notFound(`${what} not found`);
  return id;
}

/** One query-string value: absent, or a single string (a repeated parameter is refused). */
export function queryString(ctx: Context, name: string, maxLength = 200): string | undefined {
  const value = ctx.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name}: give a single value`);
  if (value.length > maxLength) throw badRequest(`${name}: the value is too long`);
  return value;
}

/**
 * The `?lock=` of a change to a resource: the resource whose lock covers it (its own, or
 * the page an embedded activity is part of); undefined when not given.
 */
export function lockParam(ctx: Context): number | undefined {
  const value = queryString(ctx, 'lock', 12);
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > MAX_DB_ID) throw badRequest('lock: give a resource id');
  return Number(value);
}

/** A `true`/`false` query flag. */
export function queryFlag(ctx: Context, name: string): boolean {
  const value = queryString(ctx, name, 5);
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw badRequest(`${name}: use true or false`);
}



/** A JSON text column read back, or the fallback when it is missing or unreadable. */
export function parseJsonColumn<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A timestamp column as an ISO string: SQLite gives milliseconds, PostgreSQL a Date. */
export function isoTime(value: unknown): string {
  return new Date(value as string | number | Date).toISOString();
}

/**
 * Serialises writers of one project's curriculum across server processes: on PostgreSQL the
 * project row is locked until the transaction ends. SQLite has one writer already.
 */
export async function lockRowForUpdate(trx: Knex.Transaction, table: 'projects' | 'resources', id: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') await trx(table).where({ id }).forUpdate().first('id');
}


/**
 * Runs a whole transaction again when it lost a race on a unique slug (two processes chose
 * the same free slug at once); each run chooses again from what is committed, and from the
 * third run on `uniqueSlug` adds a random suffix so a crowd of racers spreads out.
 */
export async function retryOnUniqueViolation<T>(run: (attempt: number) => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
