import Router from '@koa/router';
import { readBody } from '../http/read-body.js';
import type { Context } from 'koa';
import { z } from 'zod';
import { badRequest, notFound } from '../http/http-error.js';
import { requireSectionEnrollment } from '../permissions.js';
import { requireUser } from '../auth/auth-middleware.js';
import type { SectionRow } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { previewRevisions, publishedRevisions, toStorageItem, type StorageItem } from './delivered-resources.js';
import { pathId } from './request-values.js';
import { deliveredPageData } from '../plugins/delivered-page-data.js';
import { requireSectionPreviewer, type PreviewRevisions } from './section-access.js';

/** The most resources one bulk read may ask for. */
export const MAX_RESOURCE_IDS = 500;

const resourceId = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9][0-9]{0,14}$/).transform(Number)]);
const bulkBody = z.strictObject({ resourceIds: z.array(resourceId).max(MAX_RESOURCE_IDS) });

/**
 * Whose view a storage read takes: without `mode`, the section's publication for an
 * enrolled user (authoring data withheld); with `mode=preview`, authoring included, the
 * project's current revisions for a member of its project, or the publication for an
 * instructor of the section.
 */
async function readerOf(ctx: Context, services: ServerServices): Promise<{ section: SectionRow; revisions: PreviewRevisions; withAuthoring: boolean }> {
  requireUser(ctx);
  const mode = ctx.query.mode;
  if (mode !== undefined && mode !== 'preview') throw badRequest('mode: Use mode=preview or leave it out');
  if (mode === 'preview') {
    const { section, revisions } = await requireSectionPreviewer(ctx, services, ctx.params.sectionSlug);
    return { section, revisions, withAuthoring: true };
  }
  const { section } = await requireSectionEnrollment(ctx, services, ctx.params.sectionSlug);
  return { section, revisions: 'published', withAuthoring: false };
}

async function read(services: ServerServices, reader: Awaited<ReturnType<typeof readerOf>>, ids: readonly number[]): Promise<StorageItem[]> {
  const { section, revisions, withAuthoring } = reader;
  const rows =
    revisions === 'current'
      ? await previewRevisions(services.db, section.project_id, ids)
      : await publishedRevisions(services.db, section.publication_id, ids);
  const byId = new Map(rows.map((row) => [row.resourceId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toStorageItem(row, withAuthoring)] : [];
  });
}

/**
 * Delivery storage reads (delivery §7):
 * - `GET /api/v1/storage/course/{sectionSlug}/resource/{id}[?mode=preview]` →
 *   `{result: 'success', resourceId, activityType, title, content, authoring, objectives}`
 *   (as the authoring storage answers), and for a page the plugins' `pageData` when they give any; 404 when the resource is not in what the reader sees.
 * - `POST /api/v1/storage/course/{sectionSlug}/resource[?mode=preview] {resourceIds}` →
 *   `{result: 'success', results: [item…]}` in the order asked. Unlike the authoring bulk
 *   read, ids that are not there are left out rather than failing the whole read, so a page
 *   whose activity was deleted before publishing still renders the rest.
 */
export function deliveryStorageRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/storage/course' });

  router.get('/:sectionSlug/resource/:id', async (ctx) => {
    const reader = await readerOf(ctx, services);
    const [item] = await read(services, reader, [pathId(ctx.params.id, 'Resource')]);
    if (!item) throw notFound('Resource not found');
    // A page comes with what the plugins' learner views need beside its content (its references…).
    const pageData =
      item.activityType === null
        ? await deliveredPageData(services, {
            projectId: reader.section.project_id,
            publicationId: reader.revisions === 'current' ? undefined : reader.section.publication_id,
            content: item.content as Record<string, unknown>,
          })
        : undefined;
    ctx.body = { result: 'success', ...item, ...(pageData ? { pageData } : {}) };
  });

  router.post('/:sectionSlug/resource', async (ctx) => {
    const reader = await readerOf(ctx, services);
    const body = await readBody(ctx, bulkBody, 64 * 1024);
    ctx.body = { result: 'success', results: await read(services, reader, [...new Set(body.resourceIds)]) };
  });

  return router;
}
