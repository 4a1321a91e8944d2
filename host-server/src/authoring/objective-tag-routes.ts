/**
 * Learning objectives and tags of a project (spec authoring §3, §7):
 * `POST /objectives/project/{slug}`, `GET /objectives/project/{slug}`,
 * `GET /tags/project/{slug}` and `POST /tags/project/{slug}`.
 */
import Router from '@koa/router';
import { z } from 'zod';
import { readBody } from '../http/read-body.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { parseJsonColumn, titleSchema } from './request.js';

const objectiveBody = z.strictObject({ title: titleSchema });
const tagBody = z.strictObject({ title: z.string().trim().min(1, 'Enter a title').max(200, 'Use at most 200 characters for a tag') });

export function objectiveAndTagRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.post('/objectives/project/:slug', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const { title } = await readBody(ctx, objectiveBody);
    const [row] = (await services.db('objectives').insert({ project_id: project.id, title }).returning('id')) as { id: number }[];
    ctx.status = 201;
    ctx.body = { result: 'success', resourceId: row.id };
  });

  router.get('/objectives/project/:slug', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const rows = await services.db('objectives').where({ project_id: project.id }).orderBy('id').select('id', 'title', 'parent_ids');
    ctx.body = {
      result: 'success',
      objectives: rows.map((row) => ({ id: row.id, title: row.title, parentIds: parseJsonColumn<number[] | null>(row.parent_ids, null) })),
    };
  });

  router.get('/tags/project/:slug', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const tags = await services.db('tags').where({ project_id: project.id }).orderBy('title').orderBy('id').select('id', 'title');
    ctx.body = { result: 'success', tags };
  });

  // An existing title answers the existing tag: a tag picker may offer 'Create new tag' for one another author just made.
  router.post('/tags/project/:slug', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const { title } = await readBody(ctx, tagBody);
    const inserted = (await services.db('tags')
      .insert({ project_id: project.id, title })
      .onConflict(['project_id', 'title'])
      .ignore()
      .returning('id')) as { id: number }[];
    const id = inserted[0]?.id ?? ((await services.db('tags').where({ project_id: project.id, title }).first('id')) as { id: number }).id;
    ctx.status = inserted.length > 0 ? 201 : 200;
    ctx.body = { result: 'success', tag: { id, title } };
  });

  return router;
}
