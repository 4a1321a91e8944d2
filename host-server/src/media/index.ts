import type Router from '@koa/router';
import type { ServerServices } from '../server-services.js';
import { mediaApiRoutes } from './media-api-routes.js';
import { serveMediaRoutes } from './serve-media.js';

/** The media library: its /api/v1 calls and the files at their URLs. */
export function mediaRouters(services: ServerServices): Router[] {
  return [mediaApiRoutes(services), serveMediaRoutes(services)];
}
