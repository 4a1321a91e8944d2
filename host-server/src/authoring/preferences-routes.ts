/**
 * The signed-in user's preferences (spec authoring §3: one optional value):
 * `GET /account/preferences` answers the stored value, `{}` when none;
 * `POST /account/preferences` replaces it.
 */
import Router from '@koa/router';
import { readBody } from '../http/read-body.js';
import { preferencesSchema } from '@quire/core';
import { requireUser } from '../auth/auth-middleware.js';
import type { ServerServices } from '../server-services.js';
import { parseJsonColumn } from './request.js';

/** The largest preferences value stored: preferences are a handful of settings. */
export const MAX_PREFERENCES_BYTES = 64 * 1024;
/** How many levels of objects and arrays the preferences value may nest. */
export const MAX_PREFERENCES_DEPTH = 16;

export function preferencesRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/account/preferences' });

  router.get('/', async (ctx) => {
    const user = requireUser(ctx);
    const row = (await services.db('preferences').where({ user_id: user.id }).first('value')) as { value: string } | undefined;
    ctx.body = parseJsonColumn<Record<string, unknown>>(row?.value, {});
  });

  router.post('/', async (ctx) => {
    const user = requireUser(ctx);
    const value = await readBody(ctx, preferencesSchema, { bytes: MAX_PREFERENCES_BYTES, depth: MAX_PREFERENCES_DEPTH });
    await services.db('preferences')
      .insert({ user_id: user.id, value: JSON.stringify(value) })
      .onConflict('user_id')
      .merge(['value']);
    ctx.body = { result: 'success' };
  });

  return router;
}
