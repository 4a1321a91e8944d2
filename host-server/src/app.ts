import Koa from 'koa';
import Router from '@koa/router';
import type { DeliveryViews } from '@quire/plugin-sdk/delivery';
import type { PluginHost } from '@quire/core';
import { DEMO_COURSE_TITLE, DEMO_PAGE } from './demo/demo-page.js';
import { renderPageHtml } from './delivery/render-page-html.js';

/** Headers every answer carries: no script from anywhere but us, no sniffing, no framing by others. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** The Quire web server: the learner pages and the /api/v1 routes. */
export function createApp(host: PluginHost, views: DeliveryViews): Koa {
  const app = new Koa();
  const router = new Router();

  router.get('/', (ctx) => {
    ctx.redirect('/demo');
  });
  router.get('/demo', (ctx) => {
    ctx.type = 'html';
    ctx.body = renderPageHtml(DEMO_COURSE_TITLE, DEMO_PAGE.title, DEMO_PAGE.content, views);
  });
  router.get('/api/v1/health', (ctx) => {
    ctx.body = {
      status: 'ok',
      plugins: host.pluginIds(),
      failedPlugins: host.failures().map((f) => ({ id: f.pluginId, message: f.error.message })),
    };
  });

  app.use(async (ctx, next) => {
    ctx.set(SECURITY_HEADERS);
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      ctx.status = status;
      ctx.body = { message: status >= 500 ? 'Internal server error' : (error as Error).message };
      if (status >= 500) ctx.app.emit('error', error, ctx);
    }
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.body = { message: 'Not found' };
      ctx.status = 404;
    }
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
