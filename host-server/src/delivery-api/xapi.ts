import Router from '@koa/router';
import type { Context } from 'koa';
import { readBody } from '../http/read-body.js';
import { z } from 'zod';
import { requireUser } from '../auth/auth-middleware.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import { siteOrigin } from '../security/site-settings.js';
import type { ServerServices } from '../server-services.js';

/** The largest event body: a video event with its played segments is a few KB. */
export const MAX_XAPI_BODY_BYTES = 64 * 1024;
/** How many levels of objects and arrays an event body may nest: events are flat records. */
export const MAX_XAPI_BODY_DEPTH = 16;

const eventBody = z.strictObject({
  // The event's fields (delivery §7: type, category, event_type, video_…, content_element_id)
  // are kept as sent; only their names are bounded. The plugin whose event it is reads its
  // fields again, checked, to make its xAPI statement.
  event: z.record(z.string().max(100), z.unknown()),
  key: z.strictObject({
    type: z.string().min(1).max(100),
    page_attempt_guid: z.string().min(1, 'Events are recorded only for a page attempt').max(64),
  }),
});

/**
 * The home page of the learners' xAPI accounts: QUIRE_PUBLIC_URL's origin, so no request's
 * Host header can change it; without it (local development), the address the request came to.
 */
function xapiHomePage(ctx: Context, services: ServerServices): string {
  const origin = siteOrigin(ctx, services.site);
  if (!origin) throw badRequest('The request does not name this site in its Host header');
  return origin;
}

/** The event type a plugin makes statements of: the event's `type`, else its `event_type` (older events). */
function statementEventType(event: Readonly<Record<string, unknown>>, services: ServerServices): string | undefined {
  return [event.type, event.event_type].find((type): type is string => typeof type === 'string' && services.xapiStatements.has(type));
}

/**
 * `POST /api/v1/xapi/delivery {event, key}` → 201 `{result: 'success'}`: records a
 * delivery event against the caller's page attempt `key.page_attempt_guid`; 404 for an
 * unknown attempt, 403 for someone else's. An event of a type a plugin makes statements of
 * (the video plugin's played, paused, seeked and completed) is also stored as that
 * plugin's xAPI statement; one the plugin refuses is not stored at all.
 */
export function xapiRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/xapi' });
  router.post('/delivery', async (ctx) => {
    const user = requireUser(ctx);
    const body = await readBody(ctx, eventBody, { bytes: MAX_XAPI_BODY_BYTES, depth: MAX_XAPI_BODY_DEPTH });
    const attempt = await services.db('resource_attempts').where({ guid: body.key.page_attempt_guid }).first('user_id');
    if (!attempt) throw notFound('Attempt not found');
    if (Number(attempt.user_id) !== user.id) throw forbidden('This attempt belongs to another learner');
    const now = services.clock.now();
    const eventType = statementEventType(body.event, services);
    const statement = eventType
      ? services.xapiStatements.get(eventType)?.statement(eventType, body.event, { userId: user.id, origin: xapiHomePage(ctx, services), pageAttemptGuid: body.key.page_attempt_guid, now })
      : undefined;
    await services.db('xapi_events').insert({
      user_id: user.id,
      attempt_guid: body.key.page_attempt_guid,
      body: JSON.stringify(body),
      statement: statement ? JSON.stringify(statement) : null,
      created_at: now,
    });
    ctx.status = 201;
    ctx.body = { result: 'success' };
  });
  return router;
}
