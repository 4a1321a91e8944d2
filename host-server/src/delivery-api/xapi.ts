import Router from '@koa/router';
import { readBody } from '../http/read-body.js';
import { z } from 'zod';
import { requireUser } from '../auth/auth-middleware.js';
import { forbidden, notFound } from '../http/http-error.js';
import type { ServerServices } from '../server-services.js';

/** The largest event body: a video event with its played segments is a few KB. */
export const MAX_XAPI_BODY_BYTES = 64 * 1024;

const eventBody = z.strictObject({
  // The event's fields (delivery §7: type, category, event_type, video_…, content_element_id)
  // are kept as sent; only their names are bounded. It is stored as JSON text, never queried.
  event: z.record(z.string().max(100), z.unknown()),
  key: z.strictObject({
    type: z.string().min(1).max(100),
    page_attempt_guid: z.string().min(1, 'Events are recorded only for a page attempt').max(64),
  }),
});

/**
 * `POST /api/v1/xapi/delivery {event, key}` → 201 `{result: 'success'}`: records a
 * delivery event (video played, paused, seeked, completed) against the caller's page
 * attempt `key.page_attempt_guid`; 404 for an unknown attempt, 403 for someone else's.
 */
export function xapiRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/xapi' });
  router.post('/delivery', async (ctx) => {
    const user = requireUser(ctx);
    const body = await readBody(ctx, eventBody, MAX_XAPI_BODY_BYTES);
    const attempt = await services.db('resource_attempts').where({ guid: body.key.page_attempt_guid }).first('user_id');
    if (!attempt) throw notFound('Attempt not found');
    if (Number(attempt.user_id) !== user.id) throw forbidden('This attempt belongs to another learner');
    await services.db('xapi_events').insert({
      user_id: user.id,
      attempt_guid: body.key.page_attempt_guid,
      body: JSON.stringify(body),
      created_at: services.clock.now(),
    });
    ctx.status = 201;
    ctx.body = { result: 'success' };
  });
  return router;
}
