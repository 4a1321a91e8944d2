import type { Context } from 'koa';
import type { z } from 'zod';
import { HttpError, badRequest } from './http-error.js';

/** The largest JSON body the API accepts: a 2,000-block page is well under it. */
export const MAX_JSON_BODY_BYTES = 5 * 1024 * 1024;

/**
 * Reads and parses a JSON request body with a size limit; a larger body is refused with
 * 413 before it is read whole.
 */
export async function readJson(ctx: Context, limit = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw new HttpError(413, 'Request body is too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, 'Request body is too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  if (!ctx.is('application/json')) throw new HttpError(415, 'Send the body as application/json');
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/** Reads the body and checks it against a schema; the first problem is the message. */
export async function readBody<S extends z.ZodType>(ctx: Context, schema: S): Promise<z.infer<S>> {
  const result = schema.safeParse(await readJson(ctx));
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw badRequest(`${where}${issue.message}`);
  }
  return result.data;
}
