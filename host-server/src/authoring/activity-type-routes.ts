/**
 * The activity types of a project (spec authoring §5): every type the loaded plugins
 * contribute with its numeric id and whether the project offers it for creation, and the
 * owner's switch for each: types on by default (`globallyAvailable`) can be switched off,
 * the others on.
 */
import Router from '@koa/router';
import { isOffered, type ProjectActivityTypeSwitches } from '@quire/core';
import type { Knex } from 'knex';
import { z } from 'zod';
import { forbidden, notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { parseJsonColumn } from './request.js';

const toggleBody = z.strictObject({ enabled: z.boolean() });

interface SwitchColumns {
  readonly enabled_activity_types: string;
  readonly disabled_activity_types: string;
}

function slugSet(column: string | undefined): Set<string> {
  const slugs = parseJsonColumn<unknown>(column, []);
  return new Set(Array.isArray(slugs) ? slugs.filter((s): s is string => typeof s === 'string') : []);
}

async function readSwitches(db: Knex | Knex.Transaction, projectId: number, forUpdate = false): Promise<{ enabled: Set<string>; disabled: Set<string> }> {
  const query = db('projects').where({ id: projectId });
  const row = (await (forUpdate ? query.forUpdate() : query).first('enabled_activity_types', 'disabled_activity_types')) as SwitchColumns | undefined;
  return { enabled: slugSet(row?.enabled_activity_types), disabled: slugSet(row?.disabled_activity_types) };
}

/** The types a project's owner switched on beyond the defaults, and off among them. */
export function projectActivityTypeSwitches(services: ServerServices, projectId: number): Promise<ProjectActivityTypeSwitches> {
  return readSwitches(services.db, projectId);
}

export function activityTypeRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/projects/:slug/activity-types' });

  router.get('/', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const switches = await projectActivityTypeSwitches(services, project.id);
    ctx.body = {
      result: 'success',
      types: services.host.activityTypes.values().map((type) => ({
        // Registered at start for every loaded type: the id search logic's `type` lists.
        id: services.activityRegistrations.idOf(type.slug) ?? null,
        slug: type.slug,
        friendlyName: type.friendlyName,
        description: type.description ?? null,
        globallyAvailable: type.globallyAvailable !== false,
        offered: isOffered(type, switches),
      })),
    };
  });

  // Owners are the project's admins: they decide which types its authors may create.
  router.put('/:typeSlug', async (ctx) => {
    const { project, role } = await requireProjectMember(ctx, services, ctx.params.slug);
    if (role !== 'owner') throw forbidden('Only the project owner can enable or disable activity types');
    const typeSlug = ctx.params.typeSlug;
    const type = typeof typeSlug === 'string' ? services.host.activityTypes.get(typeSlug) : undefined;
    if (!type) throw notFound(`Unknown activity type '${typeSlug}'`);
    const { enabled } = await readBody(ctx, toggleBody);
    const onByDefault = type.globallyAvailable !== false;
    await services.db.transaction(async (trx) => {
      const switches = await readSwitches(trx, project.id, true);
      // Each list holds only departures from the default, so a type switched back is in neither.
      if (enabled && !onByDefault) switches.enabled.add(type.slug);
      else switches.enabled.delete(type.slug);
      if (!enabled && onByDefault) switches.disabled.add(type.slug);
      else switches.disabled.delete(type.slug);
      await trx('projects')
        .where({ id: project.id })
        .update({ enabled_activity_types: JSON.stringify([...switches.enabled].sort()), disabled_activity_types: JSON.stringify([...switches.disabled].sort()) });
    });
    ctx.body = { result: 'success', slug: type.slug, offered: enabled };
  });

  return router;
}
