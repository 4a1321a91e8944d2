import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { deleteGuestAccount } from '../delivery-api/guest-accounts.js';
import { HttpError, badRequest, unauthorized } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import type { RequestState, ServerServices } from '../server-services.js';
import { requireUser, setSessionCookie } from './auth-middleware.js';
import { SESSION_LIFETIME_MS } from './session-store.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { newAccountUser } from './user-store.js';

const email = z.string().trim().max(320).email('Enter a valid email address');
const registerBody = z.strictObject({
  email,
  password: z.string().min(8, 'Use at least 8 characters for the password').max(200),
  name: z.string().trim().min(1, 'Enter your name').max(200),
});
const loginBody = z.strictObject({ email: z.string().max(320), password: z.string().max(200) });

/**
 * The account routes; their paths are fixed so other tools can script against them.
 * Signing in is limited per email and per client address, registering and guest sessions
 * per client address (429 with Retry-After, see sign-in-throttle.ts); passwords are hashed
 * on the password pool's threads (503 when too many wait).
 */
export function authRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/auth' });
  const throttle = new SignInThrottle(services.rateLimiter);

  const signIn = async (ctx: Context, userId: number) => {
    const { token, csrfToken } = await services.sessions.create(userId, services.clock.now());
    setSessionCookie(ctx, services.site, token, SESSION_LIFETIME_MS);
    return csrfToken;
  };

  router.post('/register', async (ctx) => {
    const body = await readBody(ctx, registerBody);
    await throttle.register(ctx.ip);
    if (await services.users.byEmail(body.email)) throw new HttpError(409, 'An account with this email already exists');
    const weakness = await services.passwords.weakness(body.password, [body.email, body.name]);
    if (weakness) throw badRequest(weakness);
    const user = await services.users.create(
      { email: body.email, name: body.name, passwordHash: await services.passwords.hash(body.password) },
      services.clock.now(),
    );
    ctx.status = 201;
    ctx.body = { user: newAccountUser(user), csrfToken: await signIn(ctx, user.id) };
  });

  router.post('/login', async (ctx) => {
    const body = await readBody(ctx, loginBody);
    const attempt = await throttle.begin(ctx.ip, body.email);
    const user = await services.users.byEmail(body.email);
    // An unknown email is checked against a dummy hash: the same answer, after the same time, as a wrong password.
    const check = await services.passwords.verify(body.password, user?.passwordHash);
    if (!user || !check.valid) {
      await throttle.failed(attempt);
      throw unauthorized('Invalid email or password');
    }
    await throttle.succeeded(attempt);
    // A hash made at an older, cheaper cost is replaced now that the password is at hand.
    if (check.outdated) await services.users.updateAccount(user.id, { passwordHash: await services.passwords.hash(body.password) });
    const { passwordHash: _hidden, ...publicUser } = user;
    ctx.body = { user: await services.users.withAccount(publicUser), csrfToken: await signIn(ctx, user.id) };
  });

  router.post('/guest', async (ctx) => {
    await throttle.guest(ctx.ip);
    const user = await services.users.create({ email: null, name: 'Guest', passwordHash: null, isGuest: true }, services.clock.now());
    ctx.status = 201;
    ctx.body = { user: newAccountUser(user), csrfToken: await signIn(ctx, user.id) };
  });

  router.get('/me', async (ctx) => {
    const user = await services.users.withAccount(requireUser(ctx));
    ctx.body = { user, csrfToken: (ctx.state as RequestState).session?.csrfToken };
  });

  router.post('/logout', async (ctx) => {
    const user = requireUser(ctx);
    const session = (ctx.state as RequestState).session;
    if (session) await services.sessions.delete(session.token);
    setSessionCookie(ctx, services.site, null, 0);
    // A guest's progress is not saved beyond its session (delivery §1): the account goes.
    if (user.isGuest) await deleteGuestAccount(services.db, user.id);
    ctx.status = 204;
  });

  return router;
}
