import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import type { PluginBodyLimits, PluginRequest } from '@quire/plugin-sdk/server';
import { PLUGIN_REQUEST } from '@quire/plugin-sdk/host-server';
import { requireUser } from '../auth/auth-middleware.js';
import { MAX_JSON_BODY_BYTES, MAX_JSON_BODY_DEPTH, readJson } from '../http/read-body.js';
import type { PluginRoutes } from './start-server-parts.js';


/** A plugin may read less than the host's limits, never more. */
function boundedLimits(limits: PluginBodyLimits = {}): { bytes: number; depth: number } {
  return {
    bytes: Math.min(limits.bytes ?? MAX_JSON_BODY_BYTES, MAX_JSON_BODY_BYTES),
    depth: Math.min(limits.depth ?? MAX_JSON_BODY_DEPTH, MAX_JSON_BODY_DEPTH),
  };
}

/**
 * Lets only signed-in requests through to a plugin's routes (401 otherwise) and gives them
 * the SDK's PluginRequest: who asks, and the host's bounded body reader. The app's
 * same-origin check and the session's CSRF check have run before.
 */
const pluginRequestMiddleware: Middleware = async (ctx: Context, next: Next) => {
  const user = requireUser(ctx);
  const request: PluginRequest = {
    user: { id: user.id, name: user.name, isGuest: user.isGuest },
    readJson: (limits) => readJson(ctx, boundedLimits(limits)),
  };
  (ctx.state as Record<symbol, unknown>)[PLUGIN_REQUEST] = request;
  await next();
};

/** One router per plugin router, under its prefix (`/api/v1/plugins/<id>`, `/api/v1/content_types/<kind>`), behind the host's session. */
export function pluginRouters(plugins: readonly PluginRoutes[]): Router[] {
  return plugins.map(({ prefix, router }) => {
    const mount = new Router({ prefix });
    mount.use(pluginRequestMiddleware, router.routes() as unknown as Middleware);
    return mount;
  });
}
