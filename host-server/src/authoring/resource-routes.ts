/**
 * Reading and saving resources (spec authoring §7): `PUT /project/{slug}/resource/{id}`
 * (the page editor's save) and the `/storage/project/{slug}/resource` family (the
 * activity editor's storage). Every save and delete needs the lock that covers the resource
 * (covering-lock.ts).
 */
import Router from '@koa/router';
import { z } from 'zod';
import { badRequest, notFound } from '../http/http-error.js';
import { hotTransaction } from '../db/prepared-sqlite.js';
import { readBody, readBodyWithText } from '../http/read-body.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { dropFromBank } from './bank-index.js';
import { CONTENT_BODY_LIMITS } from './content-check.js';
import { coveringLock } from './covering-lock.js';
import { idSchema, lockParam, parseIdParam, retryOnUniqueViolation } from './request.js';
import { currentRevisions, findResource, type ResourceRow, type Revision } from './revision-store.js';
import { checkSavedContent } from '../plugins/content-save-checks.js';
import { bibrefsSchema, resourceFieldsShape, saveFailureTexts, saveResource } from './save-service.js';

const projectSaveBody = z.strictObject({
  update: z.strictObject({ ...resourceFieldsShape, releaseLock: z.boolean().optional(), bibrefs: bibrefsSchema.optional() }),
  releaseLock: z.boolean().optional(),
  bibrefs: bibrefsSchema.optional(),
});
const storageSaveBody = z.strictObject({ ...resourceFieldsShape, releaseLock: z.boolean().optional() });
const storageBulkSaveBody = z.strictObject({
  updates: z.array(z.strictObject({ resourceId: idSchema, ...resourceFieldsShape })).min(1).max(100),
});
const resourceIdsBody = z.strictObject({ resourceIds: z.array(idSchema).min(1).max(500) });

/** A resource as the storage calls answer it (spec §7: resourceId, activityType, title, content, authoring, objectives). */
export function storageView(resource: ResourceRow, revision: Revision): Record<string, unknown> {
  const view: Record<string, unknown> = {
    resourceId: resource.id,
    kind: resource.kind,
    activityType: resource.activity_type,
    scope: resource.scope,
    revisionSlug: revision.slug,
    revisionNumber: revision.number,
    title: revision.title,
    content: revision.content,
    objectives: revision.objectives,
    tags: revision.tags,
  };
  if (resource.kind === 'activity') {
    const { authoring, ...content } = revision.content;
    view.content = content;
    view.authoring = authoring ?? null;
  }
  return view;
}

export function resourceRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.put('/project/:slug/resource/:resourceId', saveFailureTexts, async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const resourceId = parseIdParam(ctx.params.resourceId);
    const { data: body, value, memberText } = await readBodyWithText(ctx, projectSaveBody, CONTENT_BODY_LIMITS, ['update', 'content']);
    const { releaseLock: releaseInUpdate, bibrefs: bibrefsInUpdate, ...update } = body.update;
    const contentAsSent =
      update.content === undefined
        ? undefined
        : { value: (value as { update: { content: unknown } }).update.content, json: memberText };
    const bibrefs = body.bibrefs ?? bibrefsInUpdate;
    await checkSavedContent(services, project, { content: update.content, bibrefs });
    const now = services.clock.now();
    const result = await retryOnUniqueViolation((attempt) =>
      hotTransaction(services.db, (trx) =>
        saveResource(trx, services, {
          project,
          userId: user.id,
          resourceId,
          update: { ...update, bibrefs, contentAsSent },
          releaseLock: body.releaseLock ?? releaseInUpdate,
          now,
          attempt,
        }),
      ),
    );
    ctx.body = { result: 'success', ...result };
  });

  router.get('/storage/project/:slug/resource/:resourceId', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const resource = await findResource(services.db, project.id, parseIdParam(ctx.params.resourceId), ['page', 'activity']);
    const revisions = await currentRevisions(services.db, [resource.current_revision_id ?? 0]);
    const revision = revisions.get(resource.id);
    if (!revision) throw badRequest('The resource has no revision');
    ctx.body = { result: 'success', ...storageView(resource, revision) };
  });

  router.post('/storage/project/:slug/resource', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const { resourceIds } = await readBody(ctx, resourceIdsBody);
    const ids = [...new Set(resourceIds)];
    const rows = (await services.db('resources')
      .where({ project_id: project.id })
      .whereIn('id', ids)
      .whereIn('kind', ['page', 'activity'])
      .whereNull('deleted_at')) as ResourceRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw notFound(`Resource ${missing} not found`);
    const revisions = await currentRevisions(services.db, rows.map((row) => row.current_revision_id ?? 0));
    ctx.body = {
      result: 'success',
      results: resourceIds.map((id) => storageView(byId.get(id) as ResourceRow, revisions.get(id) as Revision)),
    };
  });

  router.delete('/storage/project/:slug/resource/:resourceId', async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const resourceId = parseIdParam(ctx.params.resourceId);
    const lock = lockParam(ctx);
    const now = services.clock.now();
    await services.db.transaction(async (trx) => {
      const resource = await findResource(trx, project.id, resourceId, ['activity'], { forUpdate: true });
      await coveringLock(trx, project.id, resource, { userId: user.id, now, named: lock });
      await trx('resources').where({ id: resource.id }).update({ deleted_at: now });
      await trx('locks').where({ resource_id: resource.id }).delete();
      await dropFromBank(trx, [resource.id]);
    });
    ctx.body = { result: 'success' };
  });

  router.put('/storage/project/:slug/resource', saveFailureTexts, async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const lock = lockParam(ctx);
    const { updates } = await readBody(ctx, storageBulkSaveBody, CONTENT_BODY_LIMITS);
    const seen = new Set<number>();
    for (const { resourceId } of updates) {
      if (seen.has(resourceId)) throw badRequest(`updates: resource ${resourceId} appears twice`);
      seen.add(resourceId);
    }
    for (const update of updates) await checkSavedContent(services, project, update);
    const now = services.clock.now();
    const revisions = await retryOnUniqueViolation((attempt) =>
      hotTransaction(services.db, async (trx) => {
        const results = [];
        for (const { resourceId, ...update } of updates) {
          results.push(
            await saveResource(trx, services, { project, userId: user.id, resourceId, lockResourceId: lock, update, now, attempt }),
          );
        }
        return results;
      }),
    );
    ctx.body = { result: 'success', revisions };
  });

  router.put('/storage/project/:slug/resource/:resourceId', saveFailureTexts, async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const resourceId = parseIdParam(ctx.params.resourceId);
    const lock = lockParam(ctx);
    const { releaseLock, ...update } = await readBody(ctx, storageSaveBody, CONTENT_BODY_LIMITS);
    await checkSavedContent(services, project, update);
    const now = services.clock.now();
    const result = await retryOnUniqueViolation((attempt) =>
      hotTransaction(services.db, (trx) =>
        saveResource(trx, services, { project, userId: user.id, resourceId, lockResourceId: lock, update, releaseLock, now, attempt }),
      ),
    );
    ctx.body = { result: 'success', ...result };
  });

  return router;
}
