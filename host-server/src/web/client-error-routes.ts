import Router from '@koa/router';
import { z } from 'zod';
import { requireUser } from '../auth/auth-middleware.js';
import { readBody } from '../http/read-body.js';
import type { ServerServices } from '../server-services.js';

const clientErrorBody = z.strictObject({
  where: z.string().max(100),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000),
});

/**
 * `POST /api/v1/client-errors`: a render error a signed-in user's browser met (the
 * editor's and the learner page's error boxes report here); it is written to the log.
 */
export function clientErrorRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/client-errors' });
  router.post('/', async (ctx) => {
    const user = requireUser(ctx);
    const body = await readBody(ctx, clientErrorBody);
    services.logger.error(`Client error in ${body.where} at ${body.url}: ${body.message}`, {
      userId: user.id,
      stack: body.stack,
    });
    ctx.status = 204;
  });
  return router;
}
