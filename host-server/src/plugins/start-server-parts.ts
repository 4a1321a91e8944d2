import type { Clock, Logger, PluginHost } from '@quire/core';
import type { CodeRunners, DeliveredPageInput, ContentSaveCheck, PluginRouter, PluginServerServices, PublicationInput } from '@quire/plugin-sdk/server';
import type { Knex } from 'knex';
import type { BlobStore } from '../media/blob-store.js';
import type { RateLimiter } from '../security/rate-limiter.js';
import { pluginAccess } from './plugin-access.js';
import type { ServerPlugin } from './load-server-plugins.js';

/** A plugin's router, and where it is mounted: `/api/v1/plugins/<pluginId>`, or `/api/v1/content_types/<kind>` for a kind of its own. */
export interface PluginRoutes {
  readonly pluginId: string;
  readonly prefix: string;
  readonly router: PluginRouter;
}

/** What the server parts do at the host's own moments: page saves, publications, page deliveries. */
export interface PluginServerHooks {
  readonly contentSaveChecks: readonly ContentSaveCheck<Knex>[];
  readonly onPublish: readonly ((publication: PublicationInput<Knex>) => Promise<void>)[];
  readonly pageData: readonly { readonly pluginId: string; readonly build: (page: DeliveredPageInput<Knex>) => Promise<unknown> }[];
}

/** Hooks of no plugin. */
export const NO_PLUGIN_HOOKS: PluginServerHooks = { contentSaveChecks: [], onPublish: [], pageData: [] };

/**
 * The first segments of `/api/v1/...` the host's own routes use, and the prefixes it mounts
 * plugins under: a plugin's `apiRoutes` may take none of them.
 */
export const HOST_API_SEGMENTS: readonly string[] = [
  'account', 'activity', 'activities', 'auth', 'bank', 'blob', 'catalog', 'client-errors', 'content_types', 'evaluate', 'health', 'help', 'invitations', 'media',
  'objectives', 'plugins', 'project', 'projects', 'sections', 'state', 'storage', 'superactivity', 'tags', 'timezone', 'timezones',
  'transform', 'triggers', 'user', 'xapi',
];

const API_SEGMENT = /^[a-z][a-z0-9_-]{0,39}$/;

/** The path each plugin's routes are mounted under. */
export const pluginRoutePrefix = (pluginId: string) => `/api/v1/plugins/${pluginId}`;
/** The path of an element kind's routes. */
export const contentTypeRoutePrefix = (kind: string) => `/api/v1/content_types/${kind}`;

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
  services: { readonly db: Knex; readonly clock: Clock; readonly logger: Logger; readonly blobs: BlobStore; readonly rateLimiter: RateLimiter; readonly codeRunners: CodeRunners },
  host: PluginHost,
): Promise<{ routes: PluginRoutes[]; hooks: PluginServerHooks }> {
  const mounted: PluginRoutes[] = [];
  const hooks = { contentSaveChecks: [] as ContentSaveCheck<Knex>[], onPublish: [] as PluginServerHooks['onPublish'][number][], pageData: [] as PluginServerHooks['pageData'][number][] };
  const takenSegments = new Map<string, string>();
  for (const plugin of plugins) {
    const part = plugin.server;
    if (!part) continue;
    const pluginId = plugin.manifest.id;
    const lent: PluginServerServices<Knex> = {
      pluginId,
      db: services.db,
      clock: services.clock,
      logger: pluginLogger(services.logger, pluginId),
      blobs: services.blobs,
      access: pluginAccess(services.db, services.rateLimiter, pluginId),
      codeRunners: services.codeRunners,
    };
    try {
      const ownKinds = new Set((plugin.manifest.elements ?? []).map((element) => element.kind));
      const foreignKind = Object.keys(part.contentTypeRoutes ?? {}).find((kind) => !ownKinds.has(kind));
      if (foreignKind !== undefined) throw new Error(`it gives routes for the element kind '${foreignKind}', which it does not contribute`);
      for (const segment of Object.keys(part.apiRoutes ?? {})) {
        if (!API_SEGMENT.test(segment) || HOST_API_SEGMENTS.includes(segment)) throw new Error(`it asks for the API segment '${segment}', which is not free`);
        const owner = takenSegments.get(segment);
        if (owner !== undefined) throw new Error(`it asks for the API segment '${segment}', which '${owner}' has`);
      }
      await part.init?.(lent);
      const routes: PluginRoutes[] = [];
      const router = typeof part.routes === 'function' ? part.routes(lent) : part.routes;
      if (router) routes.push({ pluginId, prefix: pluginRoutePrefix(pluginId), router });
      for (const [kind, given] of Object.entries(part.contentTypeRoutes ?? {})) {
        routes.push({ pluginId, prefix: contentTypeRoutePrefix(kind), router: typeof given === 'function' ? given(lent) : given });
      }
      for (const [segment, given] of Object.entries(part.apiRoutes ?? {})) {
        routes.push({ pluginId, prefix: `/api/v1/${segment}`, router: typeof given === 'function' ? given(lent) : given });
      }
      mounted.push(...routes);
      for (const segment of Object.keys(part.apiRoutes ?? {})) takenSegments.set(segment, pluginId);
      hooks.contentSaveChecks.push(...(part.contentSaveChecks ?? []));
      if (part.onPublish) hooks.onPublish.push(part.onPublish);
      if (part.pageData) hooks.pageData.push({ pluginId, build: part.pageData });
    } catch (error) {
      host.reportFailure(pluginId, plugin.source, error);
    }
  }
  return { routes: mounted, hooks };
}
