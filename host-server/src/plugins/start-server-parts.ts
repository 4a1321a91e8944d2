import type { Clock, Logger, PluginHost } from '@quire/core';
import type { PluginRouter, PluginServerServices } from '@quire/plugin-sdk/server';
import type { Knex } from 'knex';
import type { BlobStore } from '../media/blob-store.js';
import type { ServerPlugin } from './load-server-plugins.js';

/** A plugin's router, to be mounted at `/api/v1/plugins/<pluginId>`. */
export interface PluginRoutes {
  readonly pluginId: string;
  readonly router: PluginRouter;
}

/** Why a server part cannot be used, or undefined: each migration's name starts with `<pluginId>-`, once. */
export function serverPartProblem(pluginId: string, part: NonNullable<ServerPlugin['server']>): string | undefined {
  const names = new Set<string>();
  for (const migration of part.migrations ?? []) {
    if (!migration.name.startsWith(`${pluginId}-`)) return `its migration '${migration.name}' does not start with '${pluginId}-'`;
    if (names.has(migration.name)) return `its migration '${migration.name}' is listed twice`;
    names.add(migration.name);
  }
  return undefined;
}

/**
 * The plugins whose server parts may run: those the host started (a plugin it refused
 * keeps no server part either) and whose migrations are named as the SDK asks. The
 * others are reported on the host by their id.
 */
export function usableServerPlugins(plugins: readonly ServerPlugin[], host: PluginHost): ServerPlugin[] {
  const started = new Set(host.pluginIds());
  return plugins.filter((plugin) => {
    if (!plugin.server || !started.has(plugin.manifest.id)) return false;
    const problem = serverPartProblem(plugin.manifest.id, plugin.server);
    if (problem) host.reportFailure(plugin.manifest.id, plugin.source, new Error(problem));
    return !problem;
  });
}

/** The host's logger with the plugin's id in the details of every line. */
function pluginLogger(logger: Logger, pluginId: string): Logger {
  return {
    info: (message, details) => logger.info(message, { ...details, pluginId }),
    warn: (message, details) => logger.warn(message, { ...details, pluginId }),
    error: (message, details) => logger.error(message, { ...details, pluginId }),
  };
}

/**
 * Calls each server part's `init` with the services it may use, in the order of the plugin
 * list, and builds its router. A part whose `init` or router throws is reported by its id
 * and mounts nothing; the others start.
 */
export async function startServerParts(
  plugins: readonly ServerPlugin[],
  services: { readonly db: Knex; readonly clock: Clock; readonly logger: Logger; readonly blobs: BlobStore },
  host: PluginHost,
): Promise<PluginRoutes[]> {
  const mounted: PluginRoutes[] = [];
  for (const plugin of plugins) {
    const part = plugin.server;
    if (!part) continue;
    const pluginId = plugin.manifest.id;
    const lent: PluginServerServices<Knex> = { pluginId, db: services.db, clock: services.clock, logger: pluginLogger(services.logger, pluginId), blobs: services.blobs };
    try {
      await part.init?.(lent);
      const router = typeof part.routes === 'function' ? part.routes(lent) : part.routes;
      if (router) mounted.push({ pluginId, router });
    } catch (error) {
      host.reportFailure(pluginId, plugin.source, error);
    }
  }
  return mounted;
}
