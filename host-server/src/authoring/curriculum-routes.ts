/**
 * The curriculum of a project: containers and pages in order, as a tree under the project
 * (a `parent_id` of null is the top level). Create, rename (a new revision; the slug follows
 * the title), move (siblings renumbered 0, 1, 2, …) and delete (soft, via `deleted_at`); the
 * page a slug names, current or former; and the page list the link dialog and the page-link
 * block use, `GET /project/{slug}/link`.
 */
import Router from '@koa/router';
import { CURRICULUM_KINDS, createId, pagesInOrder, type CurriculumItem } from '@quire/core';
import type { Knex } from 'knex';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { requireProjectMember, type ProjectRow } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { newPageContent } from './content-check.js';
import { assertNotLockedByOthers } from './lock-service.js';
import { idSchema, lockRowForUpdate, MAX_DB_ID, parseIdParam, queryString, retryOnUniqueViolation, titleSchema } from './request.js';
import { ContentOfRevision } from './revision-content.js';
import { createResource, currentRevisionHead, findResource, writeRevision, type ResourceRow } from './revision-store.js';
import { findPageBySlug } from './find-page-by-slug.js';
import { slugForTitle } from './slug-for-title.js';
import { slugify, uniqueSlug } from './slugs.js';

/** The slug column's width: a longer slug names nothing. */
const MAX_SLUG_LENGTH = 200;

/** How deep containers may nest; also bounds the walk that refuses a move into oneself. */
const MAX_DEPTH = 100;

const createBody = z.strictObject({
  kind: z.enum(CURRICULUM_KINDS),
  title: titleSchema,
  parentId: idSchema.nullable().optional(),
});
const renameBody = z.strictObject({ title: titleSchema });
const moveBody = z.strictObject({ parentId: idSchema.nullable(), position: z.number().int().min(0).max(1_000_000) });

interface CurriculumRow {
  id: number;
  slug: string;
  kind: 'container' | 'page';
  parent_id: number | null;
  position: number;
  title: string;
}

async function curriculumRows(db: Knex | Knex.Transaction, projectId: number): Promise<CurriculumRow[]> {
  return (await db('resources')
    .join('revisions', 'revisions.id', 'resources.current_revision_id')
    .where('resources.project_id', projectId)
    .whereIn('resources.kind', CURRICULUM_KINDS as unknown as string[])
    .whereNull('resources.deleted_at')
    .orderBy('resources.position', 'asc')
    .orderBy('resources.id', 'asc')
    .select('resources.id', 'resources.slug', 'resources.kind', 'resources.parent_id', 'resources.position', 'revisions.title')) as CurriculumRow[];
}

/** An item while the tree is built: containers' children are filled in afterwards. */
type TreeItem = CurriculumItem & { readonly children?: CurriculumItem[] };

function toItem(row: CurriculumRow): TreeItem {
  const item = { id: row.id, slug: row.slug, title: row.title, kind: row.kind, parentId: row.parent_id, position: row.position };
  return row.kind === 'container' ? { ...item, children: [] } : item;
}

/** The curriculum as a tree, siblings in position order. */
export async function curriculumTree(db: Knex | Knex.Transaction, projectId: number): Promise<CurriculumItem[]> {
  const rows = await curriculumRows(db, projectId);
  const items = new Map(rows.map((row) => [row.id, toItem(row)]));
  const top: CurriculumItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id) as TreeItem;
    const parent = row.parent_id === null ? undefined : items.get(row.parent_id);
    if (parent?.children) parent.children.push(item);
    else top.push(item);
  }
  return top;
}

/** Live curriculum siblings under a parent (null: the top level), in order. */
async function siblings(trx: Knex.Transaction, projectId: number, parentId: number | null): Promise<{ id: number; position: number }[]> {
  const query = trx('resources')
    .where({ project_id: projectId })
    .whereIn('kind', CURRICULUM_KINDS as unknown as string[])
    .whereNull('deleted_at');
  if (parentId === null) query.whereNull('parent_id');
  else query.where('parent_id', parentId);
  return (await query.orderBy('position', 'asc').orderBy('id', 'asc').select('id', 'position')) as { id: number; position: number }[];
}

/** Gives `ids` the positions 0, 1, 2, … under `parentId`, writing only rows that change. */
async function renumber(
  trx: Knex.Transaction,
  current: readonly { id: number; position: number; parentId?: number | null }[],
  ids: readonly number[],
  parentId: number | null,
): Promise<void> {
  const before = new Map(current.map((row) => [row.id, row]));
  for (let position = 0; position < ids.length; position++) {
    const row = before.get(ids[position]);
    if (row && row.position === position && row.parentId === undefined) continue;
    await trx('resources').where({ id: ids[position] }).update({ position, parent_id: parentId });
  }
}

/** A live container of the project to put things in; 404 when there is none with that id. */
async function containerOf(trx: Knex.Transaction, project: ProjectRow, parentId: number): Promise<ResourceRow> {
  return findResource(trx, project.id, parentId, ['container'], { message: 'Parent container not found' });
}

export function curriculumRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1' });
  const base = '/projects/:slug/curriculum';

  router.get(base, async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    ctx.body = { items: await curriculumTree(services.db, project.id) };
  });

  router.post(base, async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const body = await readBody(ctx, createBody);
    const parentId = body.parentId ?? null;
    const now = services.clock.now();
    const item = await retryOnUniqueViolation((attempt) =>
      services.db.transaction(async (trx) => {
        await lockRowForUpdate(trx, 'projects', project.id);
        if (parentId !== null) await containerOf(trx, project, parentId);
        const position = (await siblings(trx, project.id, parentId)).length;
        const slug = await uniqueSlug(trx, 'resources', slugify(body.title, body.kind), project.id, attempt);
        const content = body.kind === 'page' ? newPageContent(services.host, createId) : {};
        const { id } = await createResource(
          trx,
          { projectId: project.id, kind: body.kind, slug, parentId, position },
          { title: body.title, content, objectives: {}, tags: [] },
          user.id,
          now,
        );
        return toItem({ id, slug, kind: body.kind, parent_id: parentId, position, title: body.title });
      }),
    );
    ctx.status = 201;
    ctx.body = item;
  });

  router.put(`${base}/:id`, async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const id = parseIdParam(ctx.params.id);
    const { title } = await readBody(ctx, renameBody);
    const now = services.clock.now();
    const item = await retryOnUniqueViolation((attempt) =>
      services.db.transaction(async (trx) => {
        await lockRowForUpdate(trx, 'projects', project.id);
        const resource = await findResource(trx, project.id, id, CURRICULUM_KINDS, { forUpdate: true });
        // Someone editing the page under a lock keeps it: a rename waits for them.
        await assertNotLockedByOthers(trx, [resource.id], user.id, now);
        const current = await currentRevisionHead(trx, resource);
        const slug = await slugForTitle(trx, resource, title, attempt);
        const fields = { title, content: new ContentOfRevision(current.id), objectives: current.objectives, tags: current.tags };
        await writeRevision(trx, { id: resource.id, slug }, fields, user.id, now);
        return toItem({ id: resource.id, slug, kind: resource.kind as 'container' | 'page', parent_id: resource.parent_id, position: resource.position, title });
      }),
    );
    ctx.body = item;
  });

  // The page an address names by slug, current or former, so the editor can go to its current address.
  router.get(`${base}/slugs/:pageSlug`, async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const pageSlug = ctx.params.pageSlug;
    const page = pageSlug.length <= MAX_SLUG_LENGTH ? await findPageBySlug(services.db, project.id, pageSlug) : undefined;
    if (!page) throw notFound('This page was not found. Try reopening it from the Curriculum.');
    ctx.body = page;
  });

  router.put(`${base}/:id/move`, async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const id = parseIdParam(ctx.params.id);
    const body = await readBody(ctx, moveBody);
    const item = await services.db.transaction(async (trx) => {
      await lockRowForUpdate(trx, 'projects', project.id);
      const resource = await findResource(trx, project.id, id, CURRICULUM_KINDS);
      if (body.parentId !== null) {
        // Walk up from the new parent: meeting the moved item means a move into itself.
        let cursor: number | null = (await containerOf(trx, project, body.parentId)).id;
        for (let depth = 0; cursor !== null; depth++) {
          if (cursor === resource.id) throw new HttpError(409, 'A container cannot be moved into itself or one of its containers');
          if (depth > MAX_DEPTH) throw badRequest('Containers are nested too deeply');
          const up = (await trx('resources').where({ id: cursor }).first('parent_id')) as { parent_id: number | null } | undefined;
          cursor = up?.parent_id ?? null;
        }
      }
      const oldSiblings = await siblings(trx, project.id, resource.parent_id);
      if (resource.parent_id !== body.parentId) {
        await renumber(trx, oldSiblings, oldSiblings.map((row) => row.id).filter((other) => other !== resource.id), resource.parent_id);
      }
      const newSiblings = resource.parent_id === body.parentId ? oldSiblings : await siblings(trx, project.id, body.parentId);
      const order = newSiblings.map((row) => row.id).filter((other) => other !== resource.id);
      const position = Math.min(body.position, order.length);
      order.splice(position, 0, resource.id);
      const current = newSiblings.filter((row) => row.id !== resource.id);
      // The moved row is always written: its parent may change.
      await renumber(trx, [...current, { id: resource.id, position: -1, parentId: body.parentId }], order, body.parentId);
      const revision = await currentRevisionHead(trx, resource);
      return toItem({ id: resource.id, slug: resource.slug, kind: resource.kind as 'container' | 'page', parent_id: body.parentId, position, title: revision.title });
    });
    ctx.body = item;
  });

  router.delete(`${base}/:id`, async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const id = parseIdParam(ctx.params.id);
    const now = services.clock.now();
    await services.db.transaction(async (trx) => {
      await lockRowForUpdate(trx, 'projects', project.id);
      const resource = await findResource(trx, project.id, id, CURRICULUM_KINDS);
      if (resource.kind === 'container') {
        const children = (await siblings(trx, project.id, resource.id)).length;
        if (children > 0) {
          throw new HttpError(409, `This container is not empty: move or delete its ${children} item${children === 1 ? '' : 's'} first`);
        }
      }
      await assertNotLockedByOthers(trx, [resource.id], user.id, now);
      await trx('resources').where({ id: resource.id }).update({ deleted_at: now });
      await trx('locks').where({ resource_id: resource.id }).delete();
      const rest = await siblings(trx, project.id, resource.parent_id);
      await renumber(trx, rest, rest.map((row) => row.id), resource.parent_id);
    });
    ctx.body = { result: 'success' };
  });

  // Answers its failures as { type: 'ServerError', message } too, as the link dialog reads them (spec §7).
  router.get('/project/:slug/link', async (ctx) => {
    try {
      const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
      const currentParam = queryString(ctx, 'current', 12);
      let current: number | undefined;
      if (currentParam !== undefined && currentParam !== '') {
        if (!/^[1-9][0-9]{0,9}$/.test(currentParam) || Number(currentParam) > MAX_DB_ID) throw badRequest('current: give a page id');
        current = Number(currentParam);
      }
      const pages = pagesInOrder(await curriculumTree(services.db, project.id))
        .filter((page) => page.id !== current)
        .map((page) => ({ id: page.id, title: page.title, slug: page.slug }));
      ctx.body = { type: 'success', pages };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      ctx.status = error.status;
      ctx.body = { type: 'ServerError', message: error.message };
    }
  });

  return router;
}
