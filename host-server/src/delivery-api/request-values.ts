import type { Context } from 'koa';
import type { z } from 'zod';
import { HttpError, badRequest, notFound } from '../http/http-error.js';
import { readJson } from '../http/read-body.js';

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

/**
 * A body refused for its size is left unread: the connection is closed after the answer
 * rather than kept alive with the rest of the body still in it.
 */
function closeOnTooLarge(ctx: Context, error: unknown): never {
  if ((error as { status?: unknown }).status === 413) ctx.set('Connection', 'close');
  throw error;
}

/** `readJson` with a limit of our own; a refused oversized body closes the connection. */
export async function readJsonWithLimit(ctx: Context, limit: number): Promise<unknown> {
  try {
    return await readJson(ctx, limit);
  } catch (error) {
    closeOnTooLarge(ctx, error);
  }
}

/** Reads a JSON body with `limit` and checks it against `schema`; the first problem is the message. */
export async function readBodyWithLimit<S extends z.ZodType>(ctx: Context, schema: S, limit: number): Promise<z.infer<S>> {
  const result = schema.safeParse(await readJsonWithLimit(ctx, limit));
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw badRequest(`${where}${issue.message}`);
  }
  return result.data;
}

/**
 * Reads a body that is the text of one JSON value (delivery §7: blobs are sent as text),
 * as `application/json` or `text/plain`, up to `limit` bytes. Returns the text as sent,
 * once it is known to parse.
 */
export async function readJsonText(ctx: Context, limit: number): Promise<string> {
  const tooLarge = () => closeOnTooLarge(ctx, new HttpError(413, 'Request body is too large'));
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) tooLarge();
    chunks.push(chunk as Buffer);
  }
  if (size === 0) throw badRequest('Send a JSON value as the body');
  if (!ctx.is('application/json', 'text/plain')) throw new HttpError(415, 'Send the body as application/json or text/plain');
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  return text;
}


/** A timestamp column as ISO text: SQLite gives milliseconds, PostgreSQL a Date. */
export function isoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | number | Date).toISOString();
}
