import type { Context, Next } from 'koa';
import { HttpError, unauthorized } from '../http/http-error.js';
import { secureCookies, type SiteSettings } from '../security/site-settings.js';
import type { RequestState, ServerServices } from '../server-services.js';
import type { PublicUser } from './user-store.js';

export const SESSION_COOKIE = 'quire_session';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Finds the signed-in user from the session cookie, and refuses a state-changing request
 * made with a session cookie unless it carries that session's CSRF token in the
 * `x-csrf-token` header: a page on another site can send the cookie, but cannot read the
 * token.
 */
export function authMiddleware(services: ServerServices) {
  return async (ctx: Context, next: Next) => {
    const state = ctx.state as RequestState;
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      const session = await services.sessions.find(token, services.clock.now());
      if (session) {
        state.user = session.user;
        state.session = { token, csrfToken: session.csrfToken };
      }
      if (!SAFE_METHODS.has(ctx.method) && state.session && ctx.get(CSRF_HEADER) !== state.session.csrfToken) {
        throw new HttpError(403, 'Invalid or missing CSRF token');
      }
    }
    await next();
  };
}

/** The signed-in user, or a 401. */
export function requireUser(ctx: Context): PublicUser {
  const user = (ctx.state as RequestState).user;
  if (!user) throw unauthorized();
  return user;
}

/**
 * Sets the session cookie: HttpOnly, SameSite=Lax, and Secure when the site is reached over
 * HTTPS (QUIRE_PUBLIC_URL, or the request itself behind a trusted proxy).
 */
export function setSessionCookie(ctx: Context, site: SiteSettings, token: string | null, maxAgeMs: number): void {
  const secure = secureCookies(ctx, site);
  // TLS may end at a proxy whose headers are not trusted: the request then looks like plain
  // HTTP, and the cookies module refuses a Secure cookie unless told the connection is secure.
  if (secure) ctx.cookies.secure = true;
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: token ? maxAgeMs : 0,
    overwrite: true,
  });
}
