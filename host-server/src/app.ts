import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Koa from 'koa';
import Router from '@koa/router';
import type { Logger as Pino } from 'pino';
import { authMiddleware } from './auth/auth-middleware.js';
import { accountRoutes } from './auth/account-routes.js';
import { authRoutes } from './auth/auth-routes.js';
import { timezoneFormCsrf, timezoneRoutes } from './auth/timezone-routes.js';
import { authoringRoutes } from './authoring/authoring-routes.js';
import { databaseReachable } from './db/database-reachable.js';
import { DEMO_COURSE_TITLE, DEMO_PAGE } from './demo/demo-page.js';
import { renderPageHtml } from './delivery/render-page-html.js';
import { BARE_INDEX_HTML } from './delivery/app-page-template.js';
import { lessonAddress, lessonPages, type AppServerRender } from './delivery/lesson-pages.js';
import { entryAddress, lessonPageStylesheet, readBootScript, readThemeScript, readWebAppManifest } from './delivery/web-app-manifest.js';
import { deliveryApiRouters } from './delivery-api/index.js';
import { errorMiddleware } from './http/error-middleware.js';
import { requestLogging } from './logging/request-logging.js';
import { pluginRouters } from './plugins/plugin-routers.js';
import { sameOriginRequests } from './security/same-origin-requests.js';
import type { ServerServices } from './server-services.js';
import { supportRoutes } from './support/support-routes.js';
import { clientErrorRoutes } from './web/client-error-routes.js';
import { serveWebApp } from './web/serve-web-app.js';

/**
 * Headers every answer carries: no script from anywhere but us (and the inline scripts
 * whose exact text is allowed by its hash), no sniffing, no framing by others.
 */
function securityHeaders(inlineScripts: readonly string[]): Record<string, string> {
  const hashes = inlineScripts.map((script) => ` 'sha256-${createHash('sha256').update(script).digest('base64')}'`).join('');
  return {
    // Frames and media may come from other https sites: YouTube players, embedded pages, videos.
    'Content-Security-Policy': `default-src 'self'; script-src 'self'${hashes}; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; frame-src 'self' https:; media-src 'self' https: blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'self'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

export interface AppOptions {
  /** The built web app (host-web's `dist`); without it only the API and /demo are served. */
  readonly webRoot?: string;
  /** Where one line per request goes; no request lines without it. */
  readonly requestLog?: Pino;
  /** The web app's server build: with it, lesson pages are drawn on the server. */
  readonly serverRender?: AppServerRender;
}

/** The host's own API routers (not the plugins'). */
export function hostRouters(services: ServerServices): Router[] {
  return [authRoutes(services), accountRoutes(services), timezoneRoutes(services), clientErrorRoutes(services), ...authoringRoutes(services), ...deliveryApiRouters(services), supportRoutes(services)];
}

/** The Quire web server: the web app, the learner pages and the /api/v1 routes. */
export function createApp(services: ServerServices, options: AppOptions = {}): Koa {
  const app = new Koa();
  // Behind one trusted proxy, the client address is the last one in X-Forwarded-For: the one the proxy saw.
  app.proxy = services.site.trustProxy;
  if (services.site.trustProxy) app.maxIpsCount = 1;
  const pages = new Router();
  if (options.requestLog) app.use(requestLogging(options.requestLog));

  // With the web app, `/` is its home page; without it, the demo page is what there is to see.
  if (!options.webRoot) pages.get('/', (ctx) => ctx.redirect('/demo'));
  // The demo page never changes, and anyone may ask for it: it is drawn once.
  let demoHtml: string | undefined;
  pages.get('/demo', (ctx) => {
    ctx.type = 'html';
    demoHtml ??= renderPageHtml(DEMO_COURSE_TITLE, DEMO_PAGE.title, DEMO_PAGE.content, services.views, services.pluginStylesheets);
    ctx.body = demoHtml;
  });
  pages.get('/api/v1/health', (ctx) => {
    ctx.body = {
      status: 'ok',
      plugins: services.host.pluginIds(),
      failedPlugins: services.host.failures().map((f) => ({ id: f.pluginId, message: f.error.message })),
    };
  });
  // For load balancers and orchestrators: this server can serve requests only while its database answers.
  pages.get('/healthz', async (ctx) => {
    const reachable = await databaseReachable(services.db);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = reachable ? 200 : 503;
    ctx.body = reachable ? { status: 'ok', database: 'ok' } : { status: 'unavailable', database: 'unreachable' };
  });

  // A lesson page drawn on the server carries the theme script and the boot script inline (see lessonPages).
  const { webRoot, serverRender } = options;
  const manifest = serverRender && webRoot ? readWebAppManifest(webRoot) : undefined;
  const themeScript = serverRender && webRoot ? readThemeScript(webRoot) : undefined;
  const bootScript = serverRender && webRoot && manifest ? readBootScript(webRoot, manifest, serverRender.SCRIPT_ENTRIES.boot) : undefined;
  const headers = securityHeaders([themeScript, bootScript].filter((script) => script !== undefined));
  app.use((ctx, next) => {
    for (const name in headers) ctx.res.setHeader(name, headers[name]);
    return next();
  });
  app.use(errorMiddleware);
  app.use(sameOriginRequests(services.site));
  if (options.webRoot) app.use(serveWebApp(options.webRoot, { drawnOnServer: options.serverRender ? (path) => lessonAddress(path) !== undefined : undefined }));
  app.use(timezoneFormCsrf());
  app.use(authMiddleware(services));
  if (serverRender) {
    let indexHtml: string | undefined;
    let stylesheet: string | undefined;
    const appScript = manifest && entryAddress(manifest, serverRender.SCRIPT_ENTRIES.app);
    app.use(
      lessonPages(services, serverRender, {
        indexHtml: () => (indexHtml ??= webRoot ? readFileSync(join(webRoot, 'index.html'), 'utf8') : BARE_INDEX_HTML),
        stylesheet: () => (stylesheet ??= webRoot && manifest ? lessonPageStylesheet(webRoot, manifest, serverRender.LESSON_PAGE_MODULES) : ''),
        themeScript: () => themeScript,
        scripts: () => (appScript && bootScript ? { app: appScript, boot: bootScript } : undefined),
      }),
    );
  }
  // One router holding every route: a request is matched once, not once per router.
  const routes = new Router();
  for (const router of [pages, ...hostRouters(services), ...pluginRouters(services.pluginRoutes)]) {
    routes.use(router.routes());
  }
  app.use(routes.routes());
  app.use(routes.allowedMethods());
  return app;
}
