import Router from '@koa/router';
import type { ServerServices } from '../server-services.js';
import { tooManyRequests } from '../security/rate-limiter.js';

/** The most open sections the catalog lists at once. */
export const CATALOG_LIMIT = 100;
/** Anyone may ask, so each client address may ask this often. */
export const CATALOG_RATE_LIMIT = { max: 120, windowMs: 60_000 };

/** An open and free section, as the home page offers it to anyone. */
export interface CatalogSection {
  readonly slug: string;
  readonly title: string;
  readonly projectTitle: string;
}

/**
 * `GET /api/v1/catalog` (anyone, signed in or not) → `{sections: CatalogSection[]}`: the
 * open and free sections anyone may join (delivery §1, independent learners), newest
 * first, at most {@link CATALOG_LIMIT}. Closed sections never appear. At most 120 requests
 * a minute from one client address (429 after).
 */
export function courseCatalogRoutes(services: ServerServices): Router {
  const router = new Router();
  router.get('/api/v1/catalog', async (ctx) => {
    const limit = await services.rateLimiter.hit(`catalog:address:${ctx.ip}`, CATALOG_RATE_LIMIT);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const rows = await services.db('sections as s')
      .join('projects as p', 'p.id', 's.project_id')
      .where('s.open_and_free', true)
      .orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id', order: 'desc' }])
      .limit(CATALOG_LIMIT)
      .select('s.slug', 's.title', 'p.title as project_title');
    ctx.body = {
      sections: rows.map((row: Record<string, unknown>): CatalogSection => ({ slug: String(row.slug), title: String(row.title), projectTitle: String(row.project_title) })),
    };
  });
  return router;
}
