import type { Context } from 'koa';
import type { z } from 'zod';
import { HttpError, badRequest } from './http-error.js';
import { jsonNestingExceeds } from './json-nesting.js';
import { jsonSpanText, scanJsonMember } from './json-text.js';

/** The largest JSON body the API accepts: a 2,000-block page is well under it. */
export const MAX_JSON_BODY_BYTES = 5 * 1024 * 1024;

/**
 * How many levels of objects and arrays a JSON body may nest unless its route says
 * otherwise: request bodies are a few levels deep, an activity model with rich text in its
 * parts a dozen or two. `JSON.stringify` and recursive walks fail thousands of levels down.
 */
export const MAX_JSON_BODY_DEPTH = 64;

/** How much of a body a route takes; what is left out is the default. */
export interface BodyLimits {
  /** Bytes: a larger body is refused with 413 before it is read whole. Default `MAX_JSON_BODY_BYTES`. */
  readonly bytes?: number;
  /** Levels of objects and arrays (`{}` is one): a deeper body is refused with 400 before it is parsed. Default `MAX_JSON_BODY_DEPTH`. */
  readonly depth?: number;
}

/** A route's limits: `BodyLimits`, or a number of bytes with the default depth. */
export type BodyLimit = number | BodyLimits;

function limitsOf(limit: BodyLimit): Required<BodyLimits> {
  return typeof limit === 'number'
    ? { bytes: limit, depth: MAX_JSON_BODY_DEPTH }
    : { bytes: limit.bytes ?? MAX_JSON_BODY_BYTES, depth: limit.depth ?? MAX_JSON_BODY_DEPTH };
}

/** The 400 for a body that nests deeper than its route allows. */
export function nestedTooDeeply(depth: number): HttpError {
  return badRequest(`The body is nested too deeply: at most ${depth} levels of objects and arrays`);
}

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
  /**
   * The text of the value at the `memberPath` the route named (found in the scan that
   * measured the body's depth), as `jsonMemberText` gives it; undefined without one.
   */
  memberText(): string | undefined;
}

const noMember = () => undefined;

/**
 * Reads, measures and parses a JSON body: its size is checked as it arrives and its depth
 * before it is parsed, so no part of the server ever holds a value nested deeper than the
 * route allows.
 */
async function readJsonDocument(ctx: Context, limit: BodyLimit, memberPath?: readonly string[]): Promise<JsonDocument> {
  const { bytes: maxBytes, depth } = limitsOf(limit);
  const bytes = await readRawBody(ctx, maxBytes);
  if (bytes.length === 0) return { value: {}, text: '', bytes, memberText: noMember };
  if (!isJsonBody(ctx)) throw new HttpError(415, 'Send the body as application/json');
  let memberText = noMember as () => string | undefined;
  if (memberPath) {
    const scan = scanJsonMember(bytes, memberPath, depth);
    if (scan.tooDeep) throw nestedTooDeeply(depth);
    const span = scan.span;
    if (span) memberText = () => jsonSpanText(bytes, text, span);
  } else if (jsonNestingExceeds(bytes, depth)) {
    throw nestedTooDeeply(depth);
  }
  const text = bytes.toString('utf8');
  try {
    return { value: JSON.parse(text), text, bytes, memberText };
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/** Reads and parses a JSON body within `limit`; an empty body reads as `{}`. */
export async function readJson(ctx: Context, limit: BodyLimit = MAX_JSON_BODY_BYTES): Promise<unknown> {
  return (await readJsonDocument(ctx, limit)).value;
}

/**
 * Reads a body that must hold one JSON value within `limit` and keeps it as text (blobs
 * are stored as sent); `text/plain` is accepted too.
 */
export async function readJsonText(ctx: Context, limit: BodyLimit): Promise<string> {
  const { bytes: maxBytes, depth } = limitsOf(limit);
  const body = await readRawBody(ctx, maxBytes);
  if (body.length === 0) throw badRequest('Send a JSON value as the body');
  if (!ctx.is('application/json', 'text/plain')) throw new HttpError(415, 'Send the body as application/json or text/plain');
  if (jsonNestingExceeds(body, depth)) throw nestedTooDeeply(depth);
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

/** Reads the body within `limit` and checks it against a schema; the first problem is the message. */
export async function readBody<S extends z.ZodType>(ctx: Context, schema: S, limit: BodyLimit = MAX_JSON_BODY_BYTES): Promise<z.infer<S>> {
  return (await readBodyWithText(ctx, schema, limit)).data;
}

/**
 * Like `readBody`, and also gives the body's text and bytes and its value as parsed, before
 * the schema made its copy: a route can then store part of the text as sent. With
 * `memberPath`, the same scan that measures the body finds that member
 * (`JsonDocument.memberText`).
 */
export async function readBodyWithText<S extends z.ZodType>(
  ctx: Context,
  schema: S,
  limit: BodyLimit = MAX_JSON_BODY_BYTES,
  memberPath?: readonly string[],
): Promise<{ data: z.infer<S> } & JsonDocument> {
  const document = await readJsonDocument(ctx, limit, memberPath);
  const result = schema.safeParse(document.value);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return { data: result.data, ...document };
}
