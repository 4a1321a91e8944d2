import Router from '@koa/router';
import { z } from 'zod';
import { requireUser } from '../auth/auth-middleware.js';
import { readBody } from '../http/read-body.js';
import { oneLine } from '../logging/one-line.js';
import type { ServerServices } from '../server-services.js';
import { tooManyRequests } from '../security/rate-limiter.js';

/** A browser in an error loop must not flood the log: reports a user may send each minute. */
export const CLIENT_ERROR_LIMIT = { max: 30, windowMs: 60_000 };

const clientErrorBody = z.strictObject({
  where: z.string().max(100),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000),
});

/**
 * `POST /api/v1/client-errors`: a render error a signed-in user's browser met (the
 * editor's and the learner page's error boxes report here); it is written to the log as
 * one line, its texts escaped and cut. At most 30 reports a minute per user (429 after).
 */
export function clientErrorRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/client-errors' });
  router.post('/', async (ctx) => {
    const user = requireUser(ctx);
    const body = await readBody(ctx, clientErrorBody);
    const limit = await services.rateLimiter.hit(`client-errors:user:${user.id}`, CLIENT_ERROR_LIMIT);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs, 'Too many error reports');
    // Every text comes from the browser: one line each, escaped and cut.
    services.logger.error(`Client error in ${oneLine(body.where, 100)} at ${oneLine(body.url, 300)}: ${oneLine(body.message)}`, {
      userId: user.id,
      stack: body.stack === undefined ? undefined : oneLine(body.stack, 2000),
    });
    ctx.status = 204;
  });
  return router;
}
