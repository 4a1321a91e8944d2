import Router from '@koa/router';
import type { Knex } from 'knex';
import { z } from 'zod';
import { dialectOf } from '../db/create-database.js';
import { readBody } from '../http/read-body.js';
import { requireProjectMember, type ProjectRow } from '../permissions.js';
import type { PluginServerHooks } from '../plugins/start-server-parts.js';
import type { ServerServices } from '../server-services.js';
import { isoDate } from './request-values.js';

/** The resource kinds a publication freezes. */
export const PUBLISHED_KINDS = ['container', 'page', 'activity'] as const;

export interface PublicationSummary {
  readonly publicationId: number;
  readonly number: number;
}

/**
 * Freezes the project as it is now: a publication row numbered after the last one, and one
 * publication_resources row per non-deleted container, page and activity that has a
 * revision, holding that revision and the resource's parent and position, so both the
 * content and the hierarchy stay as they were when later revisions are written. One
 * transaction; on PostgreSQL the project row is locked so concurrent publishes number in
 * turn (SQLite serialises writers anyway). The plugins' `onPublish` run inside it.
 */
export async function publishProject(
  db: Knex,
  project: ProjectRow,
  userId: number,
  now: Date,
  onPublish: PluginServerHooks['onPublish'] = [],
): Promise<PublicationSummary> {
  const projectId = project.id;
  return db.transaction(async (trx) => {
    if (dialectOf(db) === 'postgres') await trx('projects').where({ id: projectId }).forUpdate().select('id');
    const last = await trx('publications').where({ project_id: projectId }).max({ n: 'number' }).first();
    const number = Number(last?.n ?? 0) + 1;
    const [row] = await trx('publications')
      .insert({ project_id: projectId, number, published_by: userId, published_at: now })
      .returning('id');
    const publicationId = Number(typeof row === 'object' ? row.id : row);
    await trx.raw(
      `insert into publication_resources (publication_id, resource_id, revision_id, parent_id, position)
       select ?, id, current_revision_id, parent_id, position from resources
       where project_id = ? and deleted_at is null and current_revision_id is not null and kind in (?, ?, ?)`,
      [publicationId, projectId, ...PUBLISHED_KINDS],
    );
    // What the plugins keep for the project is frozen in the same transaction.
    for (const freeze of onPublish) await freeze({ db: trx, project: { id: project.id, slug: project.slug }, publicationId });
    return { publicationId, number };
  });
}

/** The project's latest publication, if it has been published. */
export async function latestPublication(db: Knex, projectId: number): Promise<PublicationSummary | undefined> {
  const row = await db('publications').where({ project_id: projectId }).orderBy('number', 'desc').first('id', 'number');
  return row ? { publicationId: Number(row.id), number: Number(row.number) } : undefined;
}

/** How many publications the list gives, newest first. */
export const PUBLICATION_LIST_LIMIT = 50;

/**
 * - `POST /api/v1/project/{slug}/publish` (project member) → 201 `{ publicationId, number }`.
 * - `GET /api/v1/project/{slug}/publications` (project member) → `{ publications: [{
 *   publicationId, number, publishedAt }] }`, newest first (at most 50).
 * - `GET /api/v1/project/{slug}/sections` (project member) → `{ sections: [{ slug, title,
 *   openAndFree, publicationNumber, studentCount }] }`: every section of the project and the
 *   publication each delivers, by title.
 */
export function publishingRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/project' });
  router.get('/:slug/publications', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const rows = await services.db('publications')
      .where({ project_id: project.id })
      .orderBy('number', 'desc')
      .limit(PUBLICATION_LIST_LIMIT)
      .select('id', 'number', 'published_at');
    ctx.body = {
      publications: rows.map((row: Record<string, unknown>) => ({ publicationId: Number(row.id), number: Number(row.number), publishedAt: isoDate(row.published_at) })),
    };
  });
  router.get('/:slug/sections', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const rows = await services.db('sections as s')
      .join('publications as p', 'p.id', 's.publication_id')
      .where('s.project_id', project.id)
      .orderBy([{ column: 's.title' }, { column: 's.id' }])
      .select(
        's.slug',
        's.title',
        's.open_and_free',
        'p.number',
        services.db.raw("(select count(*) from enrollments e where e.section_id = s.id and e.role = 'student') as student_count"),
      );
    ctx.body = {
      sections: rows.map((row: Record<string, unknown>) => ({
        slug: String(row.slug),
        title: String(row.title),
        openAndFree: Boolean(row.open_and_free),
        publicationNumber: Number(row.number),
        studentCount: Number(row.student_count),
      })),
    };
  });
  router.post('/:slug/publish', async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    await readBody(ctx, z.strictObject({}));
    ctx.status = 201;
    ctx.body = await publishProject(services.db, project, user.id, services.clock.now(), services.pluginHooks.onPublish);
  });
  return router;
}
