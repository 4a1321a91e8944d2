/**
 * The activity types of a project (spec authoring §5): every type the loaded plugins
 * contribute with its numeric id, whether it is offered for creation here, and the project
 * admin's switch for the types that are not globally available.
 */
import Router from '@koa/router';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { parseJsonColumn } from './request.js';

const toggleBody = z.strictObject({ enabled: z.boolean() });

/** The slugs a project enabled beyond the globally available types. */
export async function enabledActivityTypes(services: ServerServices, projectId: number): Promise<Set<string>> {
  const row = (await services.db('projects').where({ id: projectId }).first('enabled_activity_types')) as
    | { enabled_activity_types: string }
    | undefined;
  const enabled = parseJsonColumn<unknown>(row?.enabled_activity_types, []);
  return new Set(Array.isArray(enabled) ? enabled.filter((s): s is string => typeof s === 'string') : []);
}

export function activityTypeRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/projects/:slug/activity-types' });

  router.get('/', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const enabled = await enabledActivityTypes(services, project.id);
    ctx.body = {
      result: 'success',
      types: services.host.activityTypes.values().map((type) => {
        const globallyAvailable = type.globallyAvailable !== false;
        return {
          // Registered at start for every loaded type: the id search logic's `type` lists.
          id: services.activityRegistrations.idOf(type.slug) ?? null,
          slug: type.slug,
          friendlyName: type.friendlyName,
          description: type.description ?? null,
          globallyAvailable,
          enabled: enabled.has(type.slug),
          offered: globallyAvailable || enabled.has(type.slug),
        };
      }),
    };
  });

  // Owners are the project's admins: they decide which extra types its authors may create.
  router.put('/:typeSlug', async (ctx) => {
    const { project, role } = await requireProjectMember(ctx, services, ctx.params.slug);
    if (role !== 'owner') throw forbidden('Only the project owner can enable or disable activity types');
    const typeSlug = ctx.params.typeSlug;
    const type = typeof typeSlug === 'string' ? services.host.activityTypes.get(typeSlug) : undefined;
    if (!type) throw notFound(`Unknown activity type '${typeSlug}'`);
    const { enabled } = await readBody(ctx, toggleBody);
    if (type.globallyAvailable !== false && !enabled) {
      throw badRequest(`'${type.friendlyName}' is available in every project and cannot be disabled`);
    }
    await services.db.transaction(async (trx) => {
      const row = (await trx('projects').where({ id: project.id }).forUpdate().first('enabled_activity_types')) as { enabled_activity_types: string };
      const current = parseJsonColumn<unknown>(row.enabled_activity_types, []);
      const slugs = new Set(Array.isArray(current) ? current.filter((s): s is string => typeof s === 'string') : []);
      if (enabled) slugs.add(type.slug);
      else slugs.delete(type.slug);
      await trx('projects').where({ id: project.id }).update({ enabled_activity_types: JSON.stringify([...slugs].sort()) });
    });
    ctx.body = { result: 'success', slug: type.slug, enabled, offered: true === enabled || type.globallyAvailable !== false };
  });

  return router;
}
