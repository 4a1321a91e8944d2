import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Middleware, Next } from 'koa';
import serve from 'koa-static';

/** Paths the web app draws in the browser; a request for one gets the app's index.html. */
const APP_PATHS = /^\/($|(authoring|login|register|account|sections|workspaces\/course_author)(\/|$))/;

/**
 * Serves the built web app (host-web's `vite build` output): hashed assets with a long
 * cache, and index.html for every app path so the browser's router takes over. A browser's
 * request for an address nothing else answers gets index.html too, with a 404: the app
 * shows its 'Page not found'. Without a build, app paths answer 503 with the command that
 * makes one. Paths `drawnOnServer` are left to the routes that draw them first.
 */
export function serveWebApp(webRoot: string, options: { drawnOnServer?: (path: string) => boolean } = {}): Middleware {
  const indexFile = join(webRoot, 'index.html');
  const assets = serve(webRoot, { index: false, maxage: 365 * 24 * 3600 * 1000, immutable: true });
  // host-web/public: the learner navigation's logos, the theme script and the activity bank's sample CSV, under unhashed names, so a day's cache.
  const images = serve(webRoot, { index: false, maxage: 24 * 3600 * 1000 });
  let indexHtml: string | undefined;

  const sendIndex = (ctx: Context, status: number) => {
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text';
      ctx.body = 'The web app has not been built. Run `npm run build` (or `npm start`, which builds it first).';
      return;
    }
    indexHtml ??= readFileSync(indexFile, 'utf8');
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.status = status;
    ctx.body = indexHtml;
  };

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/assets/')) return assets(ctx, next);
    if (ctx.path.startsWith('/images/') || ctx.path === '/theme.js' || ctx.path === '/activity-bank-sample.csv') return images(ctx, next);
    if (APP_PATHS.test(ctx.path)) {
      if (!options.drawnOnServer?.(ctx.path)) return sendIndex(ctx, 200);
      // The server draws the page when it can; else (no one signed in) the app draws it.
      await next();
      if (ctx.body == null && ctx.status === 404) sendIndex(ctx, 200);
      return;
    }
    await next();
    // An address nothing answered, asked for by a browser: the app draws its 'Page not found', with a 404.
    if (ctx.status === 404 && ctx.body == null && !ctx.path.startsWith('/api/') && ctx.accepts('json', 'html') === 'html') sendIndex(ctx, 404);
  };
}
