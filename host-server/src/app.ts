import Koa from 'koa';
import Router from '@koa/router';
import { authMiddleware } from './auth/auth-middleware.js';
import { authRoutes } from './auth/auth-routes.js';
import { authoringRoutes } from './authoring/authoring-routes.js';
import { DEMO_COURSE_TITLE, DEMO_PAGE } from './demo/demo-page.js';
import { renderPageHtml } from './delivery/render-page-html.js';
import { deliveryApiRouters } from './delivery-api/index.js';
import { errorMiddleware } from './http/error-middleware.js';
import type { ServerServices } from './server-services.js';

/** Headers every answer carries: no script from anywhere but us, no sniffing, no framing by others. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** The Quire web server: the learner pages and the /api/v1 routes. */
export function createApp(services: ServerServices): Koa {
  const app = new Koa();
  const pages = new Router();

  pages.get('/', (ctx) => {
    ctx.redirect('/demo');
  });
  pages.get('/demo', (ctx) => {
    ctx.type = 'html';
    ctx.body = renderPageHtml(DEMO_COURSE_TITLE, DEMO_PAGE.title, DEMO_PAGE.content, services.views);
  });
  pages.get('/api/v1/health', (ctx) => {
    ctx.body = {
      status: 'ok',
      plugins: services.host.pluginIds(),
      failedPlugins: services.host.failures().map((f) => ({ id: f.pluginId, message: f.error.message })),
    };
  });

  app.use(async (ctx, next) => {
    ctx.set(SECURITY_HEADERS);
    await next();
  });
  app.use(errorMiddleware);
  app.use(authMiddleware(services));
  for (const router of [pages, authRoutes(services), ...authoringRoutes(services), ...deliveryApiRouters(services)]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
