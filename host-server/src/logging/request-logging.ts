import type { Context, Next } from 'koa';
import type { Logger as Pino } from 'pino';

const HEALTH_ROUTE = '/healthz';

/**
 * Logs one line per request once its answer is sent (or the client went away): method,
 * route (the matched router path, such as `/api/v1/sections/:slug`, so lines of one route
 * group together and no slug or token is logged; the path for requests no route matched,
 * such as the web app's files), status and duration in milliseconds. Healthy answers to
 * /healthz are logged at debug.
 */
export function requestLogging(log: Pino) {
  return async (ctx: Context, next: Next) => {
    const started = performance.now();
    ctx.res.once('close', () => {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const route = typeof ctx._matchedRoute === 'string' ? ctx._matchedRoute : undefined;
      const status = ctx.res.statusCode;
      const line = { method: ctx.method, ...(route ? { route } : { path: ctx.path }), status, durationMs };
      const message = `${ctx.method} ${route ?? ctx.path} ${status} ${durationMs} ms${ctx.res.writableFinished ? '' : ' (connection closed before the answer was sent)'}`;
      if (status >= 500) log.error(line, message);
      // A load balancer asks for /healthz every few seconds: its answers are worth a line only when debugging.
      else if (route === HEALTH_ROUTE && status < 300) log.debug(line, message);
      else log.info(line, message);
    });
    await next();
  };
}
