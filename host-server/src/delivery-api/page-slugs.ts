import Router from '@koa/router';
import { firstHot, type HotDb } from '../db/prepared-sqlite.js';
import { badRequest, notFound } from '../http/http-error.js';
import { requireSectionEnrollment } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { pathString } from './request-values.js';
import { requireSectionPreviewer } from './section-access.js';

/** A page of a publication found by a slug: its id and its slug in that publication. */
export interface PublishedPageBySlug {
  readonly resourceId: number;
  readonly slug: string;
}

/**
 * The page of a publication that a slug names: the page published with that slug, else the
 * page that held it last (each revision keeps the slug it was written with), so a link or
 * bookmark made before a rename still leads to the page. A former slug taken since by
 * another published page names that page: the live one wins.
 */
export async function findPublishedPageBySlug(db: HotDb, publicationId: number, slug: string): Promise<PublishedPageBySlug | undefined> {
  const published = 'from publication_resources pr join resources r on r.id = pr.resource_id join revisions cur on cur.id = pr.revision_id ';
  const live = await firstHot<PublishedPageBySlug>(
    db,
    `select pr.resource_id as "resourceId", cur.slug ${published} where pr.publication_id = ? and r.kind = 'page' and cur.slug = ?`,
    [publicationId, slug],
  );
  const found =
    live ??
    (await firstHot<PublishedPageBySlug>(
      db,
      `select pr.resource_id as "resourceId", cur.slug ${published}join revisions former on former.resource_id = pr.resource_id ` +
        "where pr.publication_id = ? and r.kind = 'page' and former.slug = ? order by former.id desc limit 1",
      [publicationId, slug],
    ));
  return found ? { resourceId: Number(found.resourceId), slug: found.slug } : undefined;
}

/**
 * `GET /api/v1/sections/{sectionSlug}/slugs/{pageSlug}[?mode=preview]` →
 * `{resourceId, slug}`: the page of the section's publication a slug names, current or
 * former, so the lesson screen can move an old address to the page's current one. 404 when
 * no page of the publication ever had the slug. Who may ask: as for the section itself.
 */
export function pageSlugRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/sections' });

  router.get('/:slug/slugs/:pageSlug', async (ctx) => {
    const mode = ctx.query.mode;
    if (mode !== undefined && mode !== 'preview') throw badRequest('mode: Use mode=preview or leave it out');
    const { section } =
      mode === 'preview' ? await requireSectionPreviewer(ctx, services, ctx.params.slug) : await requireSectionEnrollment(ctx, services, ctx.params.slug);
    const page = await findPublishedPageBySlug(services.db, section.publication_id, pathString(ctx.params.pageSlug, 'Page', 200));
    if (!page) throw notFound('This page is not part of the course.');
    ctx.body = page;
  });

  return router;
}
