import type { Context } from 'koa';
import type { z } from 'zod';
import { HttpError, badRequest } from './http-error.js';

/** The largest JSON body the API accepts: a 2,000-block page is well under it. */
export const MAX_JSON_BODY_BYTES = 5 * 1024 * 1024;

function tooLarge(ctx: Context): never {
  // The rest of the body is not read: the connection cannot be reused.
  ctx.set('Connection', 'close');
  throw new HttpError(413, 'Request body is too large');
}

/** Reads the raw body with a size limit; a larger body is refused with 413 before it is read whole. */
async function readRawBody(ctx: Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) tooLarge(ctx);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) tooLarge(ctx);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

/** Reads and parses a JSON request body; an empty body reads as `{}`. */
export async function readJson(ctx: Context, limit = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const body = await readRawBody(ctx, limit);
  if (body.length === 0) return {};
  if (!ctx.is('application/json')) throw new HttpError(415, 'Send the body as application/json');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/**
 * Reads a body that must hold one JSON value and keeps it as text (blobs are stored as
 * sent); `text/plain` is accepted too.
 */
export async function readJsonText(ctx: Context, limit: number): Promise<string> {
  const body = await readRawBody(ctx, limit);
  if (body.length === 0) throw badRequest('Send a JSON value as the body');
  if (!ctx.is('application/json', 'text/plain')) throw new HttpError(415, 'Send the body as application/json or text/plain');
  const text = body.toString('utf8');
  try {
    JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  return text;
}

/** The first problem zod found, as `field.path: message`. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** Reads the body and checks it against a schema; the first problem is the message. */
export async function readBody<S extends z.ZodType>(ctx: Context, schema: S, limit = MAX_JSON_BODY_BYTES): Promise<z.infer<S>> {
  const result = schema.safeParse(await readJson(ctx, limit));
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}
