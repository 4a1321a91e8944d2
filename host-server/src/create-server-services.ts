import { join } from 'node:path';
import { ConsoleLogger, type Clock, type Logger, type PluginManifest } from '@quire/core';
import { SessionStore } from './auth/session-store.js';
import { UserStore } from './auth/user-store.js';
import { ActivityRegistrations } from './authoring/activity-registrations.js';
import { dataDirectory } from './data-directory.js';
import { createDatabase, type DatabaseLocation } from './db/create-database.js';
import { runMigrations } from './db/run-migrations.js';
import { loadDeliveryViews } from './delivery/load-delivery-views.js';
import { FileSystemBlobStore } from './media/file-system-blob-store.js';
import { defaultMediaDirectory } from './media/media-directory.js';
import { createServerPluginHost } from './plugins/create-server-plugin-host.js';
import type { ServerServices } from './server-services.js';

export interface ServerOptions {
  /** The repository root: quire.plugins.json lives here, and ./data unless QUIRE_DATA_DIR says otherwise. */
  readonly rootDir: string;
  /** PostgreSQL when a URL is given (DATABASE_URL), else the SQLite file in the data folder. */
  readonly database?: DatabaseLocation;
  readonly clock?: Clock;
  readonly logger?: Logger;
  /** Manifests loaded after the plugin list: tests use them to add activity types and the like. */
  readonly extraPlugins?: readonly PluginManifest[];
  /** Where media bytes are kept; `defaultMediaDirectory` when not given. */
  readonly mediaDir?: string;
}

/** The location the server uses when none is given: DATABASE_URL, else `quire.sqlite` in the data folder. */
export function defaultDatabaseLocation(rootDir: string, env: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { filename: join(dataDirectory(rootDir, env), 'quire.sqlite') };
}

/** Loads the plugins, opens and migrates the database, and builds the services. */
export async function createServerServices(options: ServerOptions): Promise<ServerServices> {
  const logger = options.logger ?? new ConsoleLogger();
  const clock = options.clock ?? { now: () => new Date() };
  const { host, plugins } = await createServerPluginHost({ rootDir: options.rootDir, extraPlugins: options.extraPlugins });
  const views = await loadDeliveryViews(options.rootDir, plugins, host);
  const location = options.database ?? defaultDatabaseLocation(options.rootDir);
  const db = createDatabase(location);
  await runMigrations(
    db,
    plugins.map((p) => ({ id: p.manifest.id, migrations: p.server?.migrations as never })),
  );
  const blobs = new FileSystemBlobStore(options.mediaDir ?? defaultMediaDirectory(options.rootDir, location));
  const activityRegistrations = await ActivityRegistrations.register(db, host.activityTypes.keys(), clock.now());
  return { db, clock, logger, host, views, users: new UserStore(db), sessions: new SessionStore(db), blobs, activityRegistrations };
}
