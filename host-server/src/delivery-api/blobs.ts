import Router from '@koa/router';
import { readJsonText } from '../http/read-body.js';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { requireUser } from '../auth/auth-middleware.js';
import type { PublicUser } from '../auth/user-store.js';
import { forbidden, notFound } from '../http/http-error.js';
import type { ServerServices } from '../server-services.js';
import { checkKey } from './request-values.js';

/** The largest blob, as JSON text. */
export const MAX_BLOB_BYTES = 1024 * 1024;
/** The blobs everyone signed in reads: `/blob/{key}`. */
export const SHARED_OWNER = 'shared';
/** Who may write the shared space: site administrators only. */
const SHARED_WRITERS: ReadonlySet<string> = new Set(['administrator', 'system_admin']);

/** The owner of one user's blobs: `/blob/user/{key}`. */
export const userBlobOwner = (userId: number) => `user:${userId}`;

/** The key from the path: a bad one names no blob (GET, 404) or cannot be stored (PUT, 400). */
function blobKey(ctx: Context): string {
  if (ctx.method === 'PUT') return checkKey(ctx.params.key);
  try {
    return checkKey(ctx.params.key);
  } catch {
    throw notFound('Blob not found');
  }
}

async function readBlob(db: Knex, owner: string, key: string): Promise<string> {
  const row = await db('blobs').where({ owner, key }).first('value');
  if (!row) throw notFound('Blob not found');
  return row.value as string;
}

async function writeBlob(db: Knex, owner: string, key: string, value: string): Promise<void> {
  await db('blobs').insert({ owner, key, value }).onConflict(['owner', 'key']).merge(['value']);
}

/** True when the user may write shared blobs. */
export const canWriteShared = (user: PublicUser) => !user.isGuest && SHARED_WRITERS.has(user.role);

/**
 * Blob storage (delivery §7): the body is the text of one JSON value, and so is the answer.
 * - `GET /api/v1/blob/{key}` (signed in) → the stored JSON text, 404 when absent;
 *   `PUT` (administrator or system_admin) stores the body → `{result: 'success'}`.
 * - `GET`/`PUT /api/v1/blob/user/{key}`: the same in the signed-in user's own space
 *   (guests included; theirs goes with their account at sign-out). A PUT replaces the value.
 */
export function blobRoutes(services: ServerServices): Router {
  const { db } = services;
  const router = new Router({ prefix: '/api/v1/blob' });

  router.get('/user/:key', async (ctx) => {
    const user = requireUser(ctx);
    ctx.type = 'application/json';
    ctx.body = await readBlob(db, userBlobOwner(user.id), blobKey(ctx));
  });
  router.put('/user/:key', async (ctx) => {
    const user = requireUser(ctx);
    const key = blobKey(ctx);
    await writeBlob(db, userBlobOwner(user.id), key, await readJsonText(ctx, MAX_BLOB_BYTES));
    ctx.body = { result: 'success' };
  });

  router.get('/:key', async (ctx) => {
    requireUser(ctx);
    ctx.type = 'application/json';
    ctx.body = await readBlob(db, SHARED_OWNER, blobKey(ctx));
  });
  router.put('/:key', async (ctx) => {
    const user = requireUser(ctx);
    const key = blobKey(ctx);
    if (!canWriteShared(user)) throw forbidden('Only administrators may write shared blobs');
    await writeBlob(db, SHARED_OWNER, key, await readJsonText(ctx, MAX_BLOB_BYTES));
    ctx.body = { result: 'success' };
  });

  return router;
}
