import Router from '@koa/router';
import { z } from 'zod';
import { HttpError, badRequest, forbidden } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import type { RequestState, ServerServices } from '../server-services.js';
import { requireUser } from './auth-middleware.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { BROWSER_DEFAULT_TIMEZONE, SUPPORTED_TIMEZONES } from './timezone-routes.js';

const SUPPORTED = new Set(SUPPORTED_TIMEZONES);

const accountBody = z.strictObject({
  name: z.string().trim().min(1, 'Enter your name').max(200).optional(),
  email: z.string().trim().max(320).email('Enter a valid email address').optional(),
  newPassword: z.string().min(8, 'Use at least 8 characters for the password').max(200).optional(),
  currentPassword: z.string().max(200).optional(),
  timezone: z
    .string()
    .max(100)
    .refine((value) => value === BROWSER_DEFAULT_TIMEZONE || SUPPORTED.has(value), 'Choose a timezone from the list')
    .optional(),
});

/**
 * `PUT /api/v1/account {name?, email?, newPassword?, currentPassword?, timezone?}` (signed
 * in, not a guest) → `{user}` as `/auth/me` gives it: Edit Account (delivery §2). A new
 * email or password needs the current password. A changed password ends the account's
 * other sessions. Invitations sent to the new email show on My Courses, to join.
 */
export function accountRoutes(services: ServerServices): Router {
  const router = new Router();
  const throttle = new SignInThrottle(services.rateLimiter);

  router.put('/api/v1/account', async (ctx) => {
    const user = requireUser(ctx);
    if (user.isGuest) throw forbidden('A guest has no account to edit: create an account to keep your work');
    const body = await readBody(ctx, accountBody);
    const email = body.email?.toLowerCase();
    const emailChanges = email !== undefined && email !== user.email;
    if (emailChanges || body.newPassword !== undefined) {
      if (!body.currentPassword) throw badRequest('currentPassword: Enter your current password to change your email or password');
      // Guessing the current password here is held to the same limits as signing in.
      const attempt = await throttle.begin(ctx.ip, user.email ?? `user:${user.id}`);
      const check = await services.passwords.verify(body.currentPassword, await services.users.passwordHash(user.id));
      if (!check.valid) {
        await throttle.failed(attempt);
        throw badRequest('currentPassword: The current password is not correct');
      }
      await throttle.succeeded(attempt);
    }
    if (body.newPassword !== undefined) {
      const weakness = await services.passwords.weakness(body.newPassword, [email ?? user.email ?? '', body.name ?? user.name]);
      if (weakness) throw badRequest(weakness);
    }
    if (emailChanges) {
      const holder = await services.users.byEmail(email);
      if (holder && holder.id !== user.id) throw new HttpError(409, 'An account with this email already exists');
    }
    await services.users.updateAccount(user.id, {
      name: body.name,
      email: emailChanges ? email : undefined,
      passwordHash: body.newPassword !== undefined ? await services.passwords.hash(body.newPassword) : undefined,
    });
    if (body.timezone !== undefined) await services.users.setTimezone(user.id, body.timezone === BROWSER_DEFAULT_TIMEZONE ? null : body.timezone);
    const session = (ctx.state as RequestState).session;
    if (body.newPassword !== undefined && session) await services.sessions.deleteOthers(user.id, session.token);
    const updated = await services.users.byId(user.id);
    if (!updated) throw forbidden();
    ctx.body = { user: await services.users.withAccount(updated) };
  });

  return router;
}
