import Router from '@koa/router';
import type { Knex } from 'knex';
import { z } from 'zod';
import { dialectOf } from '../db/create-database.js';
import { readBody } from '../http/read-body.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';

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
 * turn (SQLite serialises writers anyway).
 */
export async function publishProject(db: Knex, projectId: number, userId: number, now: Date): Promise<PublicationSummary> {
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
    return { publicationId, number };
  });
}

/** The project's latest publication, if it has been published. */
export async function latestPublication(db: Knex, projectId: number): Promise<PublicationSummary | undefined> {
  const row = await db('publications').where({ project_id: projectId }).orderBy('number', 'desc').first('id', 'number');
  return row ? { publicationId: Number(row.id), number: Number(row.number) } : undefined;
}

/** `POST /api/v1/project/{slug}/publish` (project member) → 201 `{ publicationId, number }`. */
export function publishingRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/project' });
  router.post('/:slug/publish', async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    await readBody(ctx, z.strictObject({}));
    ctx.status = 201;
    ctx.body = await publishProject(services.db, project.id, user.id, services.clock.now());
  });
  return router;
}
