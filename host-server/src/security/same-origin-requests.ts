import type { Context, Middleware, Next } from 'koa';
import { forbidden } from '../http/http-error.js';
import { siteOrigin, type SiteSettings } from './site-settings.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a request the site's own pages (or the person, typing an address) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted';

/**
 * Whether a state-changing request may come from where it says it comes from: its Origin
 * is the site's own; with no Origin, its Sec-Fetch-Site is `same-origin` or `none`; with
 * neither header, it passes. Browsers send Origin with every cross-site POST, PUT, PATCH
 * and DELETE (and Sec-Fetch-Site with every request), so a request with neither did not
 * come from a page on another site: it is a script, a test or another program, which
 * carries no browser's cookies unless it was given them.
 */
export function isSameOriginRequest(ctx: Context, site: SiteSettings): boolean {
  const origin = ctx.get('Origin');
  if (origin) return origin === siteOrigin(ctx, site);
  const fetchSite = ctx.get('Sec-Fetch-Site');
  if (fetchSite) return OWN_FETCH_SITES.has(fetchSite.toLowerCase());
  return true;
}

/**
 * Refuses with a 403 every state-changing request (not GET, HEAD or OPTIONS) sent by a
 * page of another site: signing in, registering, starting a guest session and signing out
 * included, which need no session and so no CSRF token. Mount it before anything reads a body.
 */
export function sameOriginRequests(site: SiteSettings): Middleware {
  return async (ctx: Context, next: Next) => {
    if (!SAFE_METHODS.has(ctx.method) && !isSameOriginRequest(ctx, site)) throw forbidden(CROSS_SITE_MESSAGE);
    await next();
  };
}
