import { join } from 'node:path';
import { Logger, type Clock } from '@quire/core';
import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { PasswordPool, type PasswordPoolOptions } from './auth/password-pool.js';
import { SessionStore } from './auth/session-store.js';
import { UserStore } from './auth/user-store.js';
import { ActivityRegistrations } from './authoring/activity-registrations.js';
import { pageContentChecker } from './authoring/content-check.js';
import { dataDirectory } from './data-directory.js';
import { createDatabase, type DatabaseLocation } from './db/create-database.js';
import { runMigrations } from './db/run-migrations.js';
import { loadDeliveryViews } from './delivery/load-delivery-views.js';
import { loadPluginStylesheets } from './delivery/load-plugin-stylesheets.js';
import { createServerLog } from './logging/create-server-log.js';
import { PinoLogger } from './logging/pino-logger.js';
import { FileSystemBlobStore } from './media/file-system-blob-store.js';
import { defaultMediaDirectory } from './media/media-directory.js';
import { createServerPluginHost } from './plugins/create-server-plugin-host.js';
import type { ExtraPlugin } from './plugins/load-server-plugins.js';
import { installedPlugins } from './plugins/installed-plugins.js';
import { PluginSettingsStore } from './plugins/plugin-settings-store.js';
import { collectCodeRunners } from './plugins/code-runners.js';
import { collectAssistantProviders } from './plugins/assistant-providers.js';
import { startServerParts, usableServerPlugins } from './plugins/start-server-parts.js';
import { xapiStatementBuilders } from './plugins/xapi-statement-builders.js';
import { RateLimiter } from './security/rate-limiter.js';
import { siteSettingsFromEnv, type SiteSettings } from './security/site-settings.js';
import type { ServerServices } from './server-services.js';

export interface ServerOptions {
  /** The repository root: quire.plugins.json lives here, and ./data unless QUIRE_DATA_DIR says otherwise. */
  readonly rootDir: string;
  /** PostgreSQL when a URL is given (DATABASE_URL), else the SQLite file in the data folder. */
  readonly database?: DatabaseLocation;
  readonly clock?: Clock;
  /** Where the server and the plugins log; the server's pino log (`createServerLog`) when not given. */
  readonly logger?: Logger;
  /** Plugins loaded after the plugin list: tests use them to add activity types, server parts and the like. */
  readonly extraPlugins?: readonly ExtraPlugin[];
  /** The plugin list to load instead of the root's quire.plugins.json: tests use it to leave plugins out. */
  readonly pluginListFile?: string;
  /** Where media bytes are kept; `defaultMediaDirectory` when not given. */
  readonly mediaDir?: string;
  /** QUIRE_PUBLIC_URL and QUIRE_TRUST_PROXY as read from the environment when not given. */
  readonly site?: SiteSettings;
  /**
   * The password threads: OWASP's minimum scrypt cost, all cores but one, 32 waiting at
   * most, when not given. Only tests give a cheaper cost, to keep the suite fast.
   */
  readonly passwordPool?: PasswordPoolOptions;
}

/** The location the server uses when none is given: DATABASE_URL, else `quire.sqlite` in the data folder. */
export function defaultDatabaseLocation(rootDir: string, env: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { filename: join(dataDirectory(rootDir, env), 'quire.sqlite') };
}

/**
 * Loads the plugins, opens and migrates the database (the server's tables, then each
 * plugin's), builds the services, and starts the plugins' server parts.
 */
export async function createServerServices(options: ServerOptions): Promise<ServerServices> {
  const logger = options.logger ?? new PinoLogger(createServerLog());
  const clock = options.clock ?? { now: () => new Date() };
  const loggerModule = new ContainerModule(({ bind }) => {
    bind(Logger).toConstantValue(logger);
  });
  const { host, plugins } = await createServerPluginHost(
    { rootDir: options.rootDir, listFile: options.pluginListFile, extraPlugins: options.extraPlugins },
    [loggerModule],
  );
  const views = await loadDeliveryViews(options.rootDir, plugins, host);
  const pluginStylesheets = await loadPluginStylesheets(options.rootDir, plugins, host);
  const location = options.database ?? defaultDatabaseLocation(options.rootDir);
  const db = createDatabase(location);
  const serverPlugins = usableServerPlugins(plugins, host);
  await runMigrations(
    db,
    serverPlugins.map((p) => ({ id: p.manifest.id, migrations: p.server?.migrations })),
    pageContentChecker(host).stripper,
  );
  const blobs = new FileSystemBlobStore(options.mediaDir ?? defaultMediaDirectory(options.rootDir, location));
  const activityRegistrations = await ActivityRegistrations.register(db, host.activityTypes.keys(), clock.now());
  const rateLimiter = new RateLimiter(db, clock);
  const codeRunners = collectCodeRunners(serverPlugins, host);
  const assistantProviders = collectAssistantProviders(serverPlugins, host, logger);
  const { routes: pluginRoutes, hooks: pluginHooks } = await startServerParts(serverPlugins, { db, clock, logger, blobs, rateLimiter, codeRunners }, host);
  return { db, clock, logger, host, views, installedPlugins: installedPlugins(plugins, host), pluginSettings: new PluginSettingsStore(plugins, host), pluginStylesheets, users: new UserStore(db), sessions: new SessionStore(db), blobs, activityRegistrations, rateLimiter, passwords: new PasswordPool(options.passwordPool), site: options.site ?? siteSettingsFromEnv(), pluginRoutes, pluginHooks, codeRunners, assistantProviders, xapiStatements: xapiStatementBuilders(serverPlugins, host) };
}

/**
 * The same services over a transaction: each one that reads or writes the database does so
 * through `trx`, so whatever requests served with them write is committed or rolled back
 * as one. A service added to ServerServices that holds the database is rebuilt here too.
 */
export function servicesInTransaction(services: ServerServices, trx: Knex.Transaction): ServerServices {
  return { ...services, db: trx, users: new UserStore(trx), sessions: new SessionStore(trx), rateLimiter: new RateLimiter(trx, services.clock) };
}
