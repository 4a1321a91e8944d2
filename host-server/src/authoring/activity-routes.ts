/**
 * Activities (spec authoring §7): create one of a type the project offers, create many at
 * once (the CSV bulk import), delete many. Each activity is a resource of kind `activity`
 * whose revisions hold its model, validated with its type's schema.
 */
import Router from '@koa/router';
import type { ActivityTypeContribution } from '@quire/core';
import type { Knex } from 'knex';
import { z } from 'zod';
import { badRequest, locked, notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { dropFromBank } from './bank-index.js';
import { checkActivityModel, CONTENT_BODY_LIMITS } from './content-check.js';
import { coveringLocks } from './covering-lock.js';
import { liveLockHolder } from './lock-service.js';
import { projectActivityTypeSwitches } from './activity-type-routes.js';
import { idSchema, lockParam, objectivesSchema, retryOnUniqueViolation, tagsSchema, titleSchema } from './request.js';
import { assertObjectivesAndTags, createResource, findResource, type ResourceRow } from './revision-store.js';
import { slugify, uniqueSlug } from './slugs.js';

/** Most questions one bulk import creates (spec authoring §9: CSV import maximum 200 rows). */
export const MAX_BULK_ACTIVITIES = 200;

const scopeSchema = z.enum(['embedded', 'banked']);
const modelSchema = z.record(z.string(), z.unknown());

const createBody = z.strictObject({
  model: modelSchema,
  objectives: objectivesSchema.optional(),
  scope: scopeSchema,
  title: titleSchema.optional(),
  tags: tagsSchema.optional(),
  // The copy variant sends it (spec §7); objectives are already given by part, so it is not used.
  objective_map: z.record(z.string().max(100), z.unknown()).optional(),
});
const bulkCreateBody = z.strictObject({
  bulkData: z
    .array(
      z.strictObject({
        title: titleSchema,
        objectives: objectivesSchema.optional(),
        tags: tagsSchema.optional(),
        content: modelSchema,
        activityTypeSlug: z.string().min(1).max(100),
      }),
    )
    .min(1, 'A file with no questions cannot be uploaded')
    .max(MAX_BULK_ACTIVITIES, `Maximum ${MAX_BULK_ACTIVITIES} questions can be imported at a time`),
  scope: scopeSchema,
});
const bulkDeleteBody = z.strictObject({ resourceIds: z.array(idSchema).min(1).max(500) });

/** The activity types a project offers: those on by default that it did not switch off, and the ones it switched on (spec §5). */
async function offeredTypes(services: ServerServices, projectId: number): Promise<Map<string, ActivityTypeContribution>> {
  const switches = await projectActivityTypeSwitches(services, projectId);
  return new Map(services.host.activityTypes.offeredFor(switches).map((type) => [type.slug, type]));
}

function typeFor(services: ServerServices, offered: Map<string, ActivityTypeContribution>, slug: string): ActivityTypeContribution {
  const type = offered.get(slug);
  if (type) return type;
  if (services.host.activityTypes.has(slug)) throw badRequest(`Activity type '${slug}' is not enabled for this project`);
  throw notFound(`Unknown activity type '${slug}'`);
}

/**
 * An embedded activity made in a page's editor (`?lock={pageId}`) is part of that page from
 * the start, so its maker must hold the page's live lock; 423 naming the holder otherwise.
 */
async function assertHoldsPage(trx: Knex.Transaction, projectId: number, pageId: number, userId: number, now: Date): Promise<void> {
  await findResource(trx, projectId, pageId, ['page'], { message: 'Page not found' });
  const holder = await liveLockHolder(trx, pageId, now);
  if (holder?.userId === userId) return;
  if (holder) {
    throw locked(`${holder.name} is editing page ${pageId}; try again when they are done`, { holder: { name: holder.name, email: holder.email }, lockResourceId: pageId });
  }
  throw locked(`Lock page ${pageId} to add activities to it`, { lockResourceId: pageId });
}

export function activityRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/project/:slug' });

  router.post('/activity/:typeSlug', async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const typeSlug = ctx.params.typeSlug;
    if (typeof typeSlug !== 'string' || typeSlug.length > 100) throw notFound('Unknown activity type');
    const type = typeFor(services, await offeredTypes(services, project.id), typeSlug);
    const homePageId = lockParam(ctx);
    const body = await readBody(ctx, createBody, CONTENT_BODY_LIMITS);
    if (homePageId !== undefined && body.scope !== 'embedded') throw badRequest("lock: only an embedded activity is made under a page's lock");
    const model = checkActivityModel(type, body.model, 'model');
    const title = body.title ?? type.friendlyName;
    const objectives = body.objectives ?? {};
    const tags = body.tags ?? [];
    await assertObjectivesAndTags(services.db, project.id, objectives, tags);
    const now = services.clock.now();
    const created = await retryOnUniqueViolation((attempt) =>
      services.db.transaction(async (trx) => {
        if (homePageId !== undefined) await assertHoldsPage(trx, project.id, homePageId, user.id, now);
        const slug = await uniqueSlug(trx, 'resources', slugify(title, 'activity'), project.id, attempt);
        const { id } = await createResource(
          trx,
          { projectId: project.id, kind: 'activity', slug, activityType: type.slug, scope: body.scope, homePageId },
          { title, content: model, objectives, tags },
          user.id,
          now,
        );
        return { resourceId: id, revisionSlug: slug };
      }),
    );
    ctx.status = 201;
    ctx.body = { result: 'success', ...created };
  });

  router.post('/create/activity/bulk', async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const body = await readBody(ctx, bulkCreateBody, CONTENT_BODY_LIMITS);
    const offered = await offeredTypes(services, project.id);
    const rows = body.bulkData.map((row, index) => {
      const type = typeFor(services, offered, row.activityTypeSlug);
      return {
        type,
        title: row.title,
        content: checkActivityModel(type, row.content, `bulkData.${index}.content`),
        objectives: row.objectives ?? {},
        tags: row.tags ?? [],
      };
    });
    await assertObjectivesAndTags(
      services.db,
      project.id,
      { all: rows.flatMap((row) => Object.values(row.objectives).flat()) },
      rows.flatMap((row) => row.tags),
    );
    const now = services.clock.now();
    // All or nothing: one transaction for every row.
    const revisions = await retryOnUniqueViolation((attempt) =>
      services.db.transaction(async (trx) => {
        const out = [];
        for (const row of rows) {
          const slug = await uniqueSlug(trx, 'resources', slugify(row.title, 'activity'), project.id, attempt);
          const { id } = await createResource(
            trx,
            { projectId: project.id, kind: 'activity', slug, activityType: row.type.slug, scope: body.scope },
            { title: row.title, content: row.content, objectives: row.objectives, tags: row.tags },
            user.id,
            now,
          );
          out.push({
            revisionSlug: slug,
            resourceId: id,
            activityTypeSlug: row.type.slug,
            title: row.title,
            content: row.content,
            objectives: row.objectives,
            tags: row.tags,
          });
        }
        return out;
      }),
    );
    ctx.status = 201;
    ctx.body = { result: 'success', revisions };
  });

  router.post('/delete/activity/bulk', async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const ids = [...new Set((await readBody(ctx, bulkDeleteBody)).resourceIds)];
    const now = services.clock.now();
    await services.db.transaction(async (trx) => {
      const found = (await trx('resources')
        .where({ project_id: project.id, kind: 'activity' })
        .whereIn('id', ids)
        .whereNull('deleted_at')
        .select('id', 'kind', 'scope')) as Pick<ResourceRow, 'id' | 'kind' | 'scope'>[];
      const foundIds = new Set(found.map((row) => Number(row.id)));
      const missing = ids.find((id) => !foundIds.has(id));
      if (missing !== undefined) throw notFound(`Activity ${missing} not found`);
      await coveringLocks(trx, project.id, found.map((row) => ({ ...row, id: Number(row.id) })), { userId: user.id, now });
      await trx('resources').whereIn('id', ids).update({ deleted_at: now });
      await trx('locks').whereIn('resource_id', ids).delete();
      await dropFromBank(trx, ids);
    });
    ctx.body = { result: 'success' };
  });

  return router;
}
