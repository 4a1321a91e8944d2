import Router from '@koa/router';
import { z } from 'zod';
import { requireUser } from '../auth/auth-middleware.js';
import { badRequest, forbidden } from '../http/http-error.js';
import { describeZodError, readBody } from '../http/read-body.js';
import type { ServerServices } from '../server-services.js';
import { SupportRequestStore } from './support-request-store.js';

/** The longest message a learner may send. */
export const MAX_SUPPORT_MESSAGE_LENGTH = 5000;
/** The most requests one `GET /help` answers with. */
export const SUPPORT_LIST_LIMIT = 100;
/** A request of three short fields is far smaller than this. */
const MAX_SUPPORT_BODY_BYTES = 64 * 1024;

const helpRequestBody = z.strictObject({
  message: z.string().trim().min(1, 'Say what you need help with').max(MAX_SUPPORT_MESSAGE_LENGTH, `Use at most ${MAX_SUPPORT_MESSAGE_LENGTH} characters`),
  // Left out, the account's own address is used; a guest has none and must give one.
  email: z.email('Enter a valid email address').max(320).optional(),
  location: z.url({ protocol: /^https?$/, error: 'Send the address of the page' }).max(2000),
});

const helpListQuery = z.strictObject({
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'Use a request id')
    .transform(Number)
    .optional(),
});

/**
 * The Tech Support button's requests (delivery §2):
 * - `POST /api/v1/help` `{ message, email?, location }` (signed in, guests included) stores
 *   the request, writes one line to the log, and answers 201 `{ requestId }`;
 * - `GET /api/v1/help[?before={requestId}]` (system_admin only) lists them newest first.
 */
export function supportRoutes(services: ServerServices): Router {
  const store = new SupportRequestStore(services.db);
  const router = new Router({ prefix: '/api/v1/help' });

  router.post('/', async (ctx) => {
    const user = requireUser(ctx);
    const body = await readBody(ctx, helpRequestBody, MAX_SUPPORT_BODY_BYTES);
    const email = body.email ?? user.email;
    if (!email) throw badRequest('email: Enter your email address so we can reply');
    const requestId = await store.add({ userId: user.id, email, message: body.message, location: body.location }, services.clock.now());
    services.logger.info(`Support request ${requestId} from user ${user.id} at ${body.location}`, { requestId, userId: user.id });
    ctx.status = 201;
    ctx.body = { requestId };
  });

  router.get('/', async (ctx) => {
    const user = requireUser(ctx);
    if (user.role !== 'system_admin' || user.isGuest) throw forbidden('Only system administrators may read support requests');
    const query = helpListQuery.safeParse({ ...ctx.query });
    if (!query.success) throw badRequest(describeZodError(query.error));
    ctx.body = { requests: await store.list({ before: query.data.before, limit: SUPPORT_LIST_LIMIT }) };
  });

  return router;
}
