import Router from '@koa/router';
import { readJson } from '../http/read-body.js';
import type { Context } from 'koa';
import { requireUser } from '../auth/auth-middleware.js';
import { HttpError, badRequest, forbidden, notFound } from '../http/http-error.js';
import { requireSectionEnrollment } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { MAX_KEYS_PER_REQUEST, checkKey, pathString, queryKeys } from './request-values.js';
import { findSection } from './section-access.js';
import { deleteState, readState, writeState, type StateScope } from './state-store.js';

/** The largest state write body: far above what a page's debounced writes hold. */
export const MAX_STATE_BODY_BYTES = 1024 * 1024;
/** The largest value of one key, as JSON text. */
export const MAX_STATE_VALUE_BYTES = 256 * 1024;
/**
 * How many levels of objects and arrays a state write may nest, the body's own object
 * included: a view's saved state is a few levels deep.
 */
export const MAX_STATE_BODY_DEPTH = 32;

/**
 * A `PUT` body: a JSON object of key → any JSON value. Checked by hand rather than with a
 * zod record so keys such as `__proto__` are kept as data, and so the hot path does no
 * more than one pass. Returns the entries with each value as JSON text.
 */
export function stateEntries(body: unknown): [string, string][] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Send an object of keys and values');
  const keys = Object.keys(body);
  if (keys.length > MAX_KEYS_PER_REQUEST) throw badRequest(`Write at most ${MAX_KEYS_PER_REQUEST} keys at a time`);
  return keys.map((key) => {
    checkKey(key, key.length > 40 ? `${key.slice(0, 40)}…` : key || 'key');
    const text = JSON.stringify((body as Record<string, unknown>)[key]);
    if (Buffer.byteLength(text) > MAX_STATE_VALUE_BYTES) throw new HttpError(413, `${key}: The value is too large`);
    return [key, text];
  });
}

/** Adds GET (`keys[]` filters), PUT (shallow merge) and DELETE (`keys[]`) for one scope. */
function stateRoutes(router: Router, path: string, scopeOf: (ctx: Context) => Promise<StateScope>, services: ServerServices) {
  const { db } = services;
  router.get(path, async (ctx) => {
    const scope = await scopeOf(ctx);
    const keys = queryKeys(ctx);
    ctx.type = 'application/json';
    ctx.body = await readState(db, scope, keys);
  });
  router.put(path, async (ctx) => {
    const scope = await scopeOf(ctx);
    const entries = stateEntries(await readJson(ctx, { bytes: MAX_STATE_BODY_BYTES, depth: MAX_STATE_BODY_DEPTH }));
    await writeState(db, scope, entries);
    ctx.body = { result: 'success' };
  });
  router.delete(path, async (ctx) => {
    const scope = await scopeOf(ctx);
    const keys = queryKeys(ctx);
    if (!keys) throw badRequest('keys[]: Name the keys to delete');
    await deleteState(db, scope, keys);
    ctx.body = { result: 'success' };
  });
}

/**
 * Learner state (delivery §7), each with GET `?keys[]=…` (all keys without it) → the object
 * of keys, PUT `{key: value…}` → `{result: 'success'}` (a shallow merge: the keys sent
 * replace theirs, the others stay) and DELETE `?keys[]=…` → `{result: 'success'}`:
 * - `/api/v1/state`: the signed-in user's own state.
 * - `/api/v1/state/course/{slug}`: the user's state in a section they are enrolled in.
 * - `/api/v1/state/course/{slug}/resource_attempt/{attemptGuid}`: a page attempt's state,
 *   for the learner who owns the attempt only.
 */
export function learnerStateRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/state' });

  stateRoutes(router, '/', async (ctx) => ({ table: 'user_state', ids: [requireUser(ctx).id] }), services);

  stateRoutes(
    router,
    '/course/:slug',
    async (ctx) => {
      const { user, section } = await requireSectionEnrollment(ctx, services, ctx.params.slug);
      return { table: 'course_state', ids: [section.id, user.id] };
    },
    services,
  );

  stateRoutes(
    router,
    '/course/:slug/resource_attempt/:attemptGuid',
    async (ctx) => {
      const user = requireUser(ctx);
      const section = await findSection(services.db, ctx.params.slug);
      const guid = pathString(ctx.params.attemptGuid, 'Attempt', 64);
      const attempt = await services.db('resource_attempts').where({ guid, section_id: section.id }).first('id', 'user_id');
      if (!attempt) throw notFound('Attempt not found');
      if (Number(attempt.user_id) !== user.id) throw forbidden('This attempt belongs to another learner');
      return { table: 'attempt_state', ids: [Number(attempt.id)] };
    },
    services,
  );

  return router;
}
