/**
 * A project's plugins: every installed plugin with its version, what it contributes,
 * whether the project has it on and its settings, the owner's switch for element plugins,
 * and the owner's settings of each plugin that has some. Switching one off hides its
 * entries from the project's insert menus; content that has its elements still renders,
 * in the editor and for learners.
 */
import Router from '@koa/router';
import { z } from 'zod';
import { checkPluginSettings } from '@quire/core';
import { HttpError, badRequest, forbidden, notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';

const switchBody = z.strictObject({ enabled: z.boolean() });

/** A settings change: the fields that change, by name; the plugin's schema checks the values. */
const settingsBody = z.record(z.string().max(100), z.unknown());

/** A settings form is a few fields of short values: a larger or nested body is no settings change. */
const SETTINGS_BODY_LIMIT = { bytes: 64 * 1024, depth: 2 };

/** The ids of the plugins a project's owner switched off. */
export async function switchedOffPlugins(services: ServerServices, projectId: number): Promise<Set<string>> {
  const rows = (await services.db('project_plugins').where({ project_id: projectId, enabled: false }).select('plugin_id')) as { plugin_id: string }[];
  return new Set(rows.map((row) => row.plugin_id));
}

export function projectPluginRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/projects/:slug/plugins' });

  router.get('/', async (ctx) => {
    const { project, role } = await requireProjectMember(ctx, services, ctx.params.slug);
    const [off, settings] = await Promise.all([switchedOffPlugins(services, project.id), services.pluginSettings.forProject(services.db, project.id)]);
    ctx.body = {
      result: 'success',
      role,
      plugins: services.installedPlugins.map((plugin) => ({
        ...plugin,
        enabled: !plugin.switchable || !off.has(plugin.id),
        settings: settings[plugin.id] ?? {},
      })),
    };
  });

  router.put('/:pluginId/settings', async (ctx) => {
    const { project, role } = await requireProjectMember(ctx, services, ctx.params.slug);
    if (role !== 'owner') throw forbidden('Only the project owner can change plugin settings');
    const pluginId = ctx.params.pluginId;
    if (!services.installedPlugins.some((p) => p.id === pluginId)) throw notFound(`Unknown plugin '${pluginId}'`);
    const schema = services.pluginSettings.schemaOf(pluginId);
    if (!schema) throw notFound(`The plugin '${pluginId}' has no settings`);
    const changes = await readBody(ctx, settingsBody, SETTINGS_BODY_LIMIT);
    const current = (await services.pluginSettings.forProject(services.db, project.id))[pluginId];
    const checked = checkPluginSettings(pluginId, schema, current, changes);
    if (!checked.ok) {
      const message = Object.entries(checked.errors)
        .map(([field, problem]) => `${field}: ${problem}`)
        .join('; ');
      throw new HttpError(400, message, { errors: checked.errors });
    }
    await services.pluginSettings.save(services.db, project.id, pluginId, checked.values, services.clock.now());
    ctx.body = { result: 'success', id: pluginId, settings: checked.values };
  });

  router.put('/:pluginId', async (ctx) => {
    const { project, role } = await requireProjectMember(ctx, services, ctx.params.slug);
    if (role !== 'owner') throw forbidden('Only the project owner can switch plugins on or off');
    const plugin = services.installedPlugins.find((p) => p.id === ctx.params.pluginId);
    if (!plugin) throw notFound(`Unknown plugin '${ctx.params.pluginId}'`);
    const { enabled } = await readBody(ctx, switchBody);
    if (!plugin.switchable) {
      // Always on: switching it on is already so; switching it off is refused.
      if (!enabled) throw badRequest(`The plugin '${plugin.id}' cannot be switched off`);
      ctx.body = { result: 'success', id: plugin.id, enabled: true };
      return;
    }
    const key = { project_id: project.id, plugin_id: plugin.id };
    // A plugin switched back on has no row: rows hold only departures from the default.
    if (enabled) await services.db('project_plugins').where(key).delete();
    else await services.db('project_plugins').insert({ ...key, enabled: false }).onConflict(['project_id', 'plugin_id']).merge();
    ctx.body = { result: 'success', id: plugin.id, enabled };
  });

  return router;
}
