/**
 * Projects and their members: `POST/GET /api/v1/projects`, `POST/GET
 * /api/v1/projects/{slug}/members`. The creator of a project is its owner; the owner adds
 * authors by email.
 */
import Router from '@koa/router';
import { z } from 'zod';
import { requireUser } from '../auth/auth-middleware.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { isoTime, queryString, retryOnUniqueViolation, titleSchema } from './request.js';
import { slugify, uniqueSlug } from './slugs.js';

const createProjectBody = z.strictObject({ title: titleSchema });
const addMemberBody = z.strictObject({
  email: z.string().trim().max(320).email('Enter a valid email address'),
  role: z.literal('author', 'The role must be author'),
});

/** Sort orders of the project list: the only columns a client can sort by. */
const PROJECT_SORTS = { title: 'projects.title', created: 'projects.created_at' } as const;

export function projectRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/projects' });

  router.post('/', async (ctx) => {
    const user = requireUser(ctx);
    if (user.isGuest) throw forbidden('Guests cannot create projects');
    const { title } = await readBody(ctx, createProjectBody);
    const now = services.clock.now();
    const slug = await retryOnUniqueViolation((attempt) =>
      services.db.transaction(async (trx) => {
        const chosen = await uniqueSlug(trx, 'projects', slugify(title, 'project'), undefined, attempt);
        const [row] = (await trx('projects').insert({ slug: chosen, title, created_at: now }).returning('id')) as { id: number }[];
        await trx('project_members').insert({ project_id: row.id, user_id: user.id, role: 'owner' });
        return chosen;
      }),
    );
    ctx.status = 201;
    ctx.body = { slug, title };
  });

  router.get('/', async (ctx) => {
    const user = requireUser(ctx);
    const sort = queryString(ctx, 'sort', 20) ?? 'title';
    const order = queryString(ctx, 'order', 4) ?? 'asc';
    if (!Object.hasOwn(PROJECT_SORTS, sort)) throw badRequest(`sort: use one of ${Object.keys(PROJECT_SORTS).join(', ')}`);
    if (order !== 'asc' && order !== 'desc') throw badRequest('order: use asc or desc');
    const rows = await services.db('projects')
      .join('project_members', 'project_members.project_id', 'projects.id')
      .where('project_members.user_id', user.id)
      .orderBy(PROJECT_SORTS[sort as keyof typeof PROJECT_SORTS], order)
      .orderBy('projects.id', 'asc')
      .select('projects.slug', 'projects.title', 'projects.created_at', 'project_members.role');
    ctx.body = {
      projects: rows.map((row) => ({ slug: row.slug, title: row.title, role: row.role, createdAt: isoTime(row.created_at) })),
    };
  });

  router.get('/:slug/members', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const rows = await services.db('project_members')
      .join('users', 'users.id', 'project_members.user_id')
      .where('project_members.project_id', project.id)
      .orderBy('users.name')
      .orderBy('users.id')
      .select('users.id', 'users.name', 'users.email', 'project_members.role');
    ctx.body = { members: rows.map((row) => ({ userId: row.id, name: row.name, email: row.email, role: row.role })) };
  });

  router.post('/:slug/members', async (ctx) => {
    const { project, role } = await requireProjectMember(ctx, services, ctx.params.slug);
    if (role !== 'owner') throw forbidden('Only the project owner can add members');
    const body = await readBody(ctx, addMemberBody);
    const member = await services.users.byEmail(body.email);
    if (!member || member.isGuest) throw notFound('No account with this email');
    const inserted = await services.db('project_members')
      .insert({ project_id: project.id, user_id: member.id, role: body.role })
      .onConflict(['project_id', 'user_id'])
      .ignore()
      .returning('user_id');
    if (inserted.length === 0) throw new HttpError(409, 'This person is already a member of the project');
    ctx.status = 201;
    ctx.body = { member: { userId: member.id, name: member.name, email: member.email, role: body.role } };
  });

  return router;
}
