import type { Context } from 'koa';
import type { z } from 'zod';
import { HttpError, badRequest } from './http-error.js';

/** The largest JSON body the API accepts: a 2,000-block page is well under it. */
export const MAX_JSON_BODY_BYTES = 5 * 1024 * 1024;

function tooLarge(ctx: Context): HttpError {
  // The rest of the body is not read: the connection cannot be reused.
  ctx.set('Connection', 'close');
  return new HttpError(413, 'Request body is too large');
}

/**
 * Reads the raw body with a size limit; a larger body is refused with 413 before it is read
 * whole. Listens for the stream's events rather than iterating it: an async iterator costs
 * more than the rest of reading a small body. The listeners are anonymous and stay on the
 * finished request: under tsx every named closure made per request costs a defineProperty.
 */
function readRawBody(ctx: Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw tooLarge(ctx);
  const request = ctx.req;
  if (request.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        settled = true;
        request.pause();
        reject(tooLarge(ctx));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      settled = true;
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    });
    request.on('error', (error: Error) => {
      settled = true;
      reject(error);
    });
    request.on('close', () => {
      if (!settled) reject(new Error('The request was closed before its body arrived'));
      settled = true;
    });
  });
}

/** `ctx.is('application/json')`, answered without parsing the header in the usual cases. */
function isJsonBody(ctx: Context): boolean {
  const type = ctx.get('content-type');
  return type === 'application/json' || type === 'application/json; charset=utf-8' || Boolean(ctx.is('application/json'));
}

/** A parsed JSON body together with its text and bytes. */
export interface JsonDocument {
  readonly value: unknown;
  /** The body as sent, decoded; empty for an empty body. */
  readonly text: string;
  readonly bytes: Buffer;
}

async function readJsonDocument(ctx: Context, limit: number): Promise<JsonDocument> {
  const bytes = await readRawBody(ctx, limit);
  if (bytes.length === 0) return { value: {}, text: '', bytes };
  if (!isJsonBody(ctx)) throw new HttpError(415, 'Send the body as application/json');
  const text = bytes.toString('utf8');
  try {
    return { value: JSON.parse(text), text, bytes };
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/** Reads and parses a JSON request body; an empty body reads as `{}`. */
export async function readJson(ctx: Context, limit = MAX_JSON_BODY_BYTES): Promise<unknown> {
  return (await readJsonDocument(ctx, limit)).value;
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
  return (await readBodyWithText(ctx, schema, limit)).data;
}

/**
 * Like `readBody`, and also gives the body's text and bytes and its value as parsed, before
 * the schema made its copy: a route can then store part of the text as sent
 * (`jsonMemberText`).
 */
export async function readBodyWithText<S extends z.ZodType>(
  ctx: Context,
  schema: S,
  limit = MAX_JSON_BODY_BYTES,
): Promise<{ data: z.infer<S> } & JsonDocument> {
  const document = await readJsonDocument(ctx, limit);
  const result = schema.safeParse(document.value);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return { data: result.data, ...document };
}
