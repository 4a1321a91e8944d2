import type { Knex } from 'knex';
import type { Clock, InstalledPlugin, Logger, PluginHost, XapiStatementContribution } from '@quire/core';
import type { DeliveryViews } from '@quire/plugin-sdk/delivery';
import type { PasswordPool } from './auth/password-pool.js';
import type { SessionStore } from './auth/session-store.js';
import type { PublicUser, UserStore } from './auth/user-store.js';
import type { ActivityRegistrations } from './authoring/activity-registrations.js';
import type { BlobStore } from './media/blob-store.js';
import type { PluginSettingsStore } from './plugins/plugin-settings-store.js';
import type { PluginRoutes, PluginServerHooks } from './plugins/start-server-parts.js';
import type { RateLimiter } from './security/rate-limiter.js';
import type { AssistantProvider, CodeRunners } from '@quire/plugin-sdk/server';
import type { SiteSettings } from './security/site-settings.js';

/** What every route handler may use. Built once per process by `createServerServices`. */
export interface ServerServices {
  readonly db: Knex;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly host: PluginHost;
  readonly views: DeliveryViews;
  /** The plugins that loaded and started, with what each contributes. */
  readonly installedPlugins: readonly InstalledPlugin[];
  /** The plugins' per-project settings: their schemas, read and saved with a given database. */
  readonly pluginSettings: PluginSettingsStore;
  /** The plugins' stylesheets, for the pages the server draws. */
  readonly pluginStylesheets: readonly string[];
  readonly users: UserStore;
  readonly sessions: SessionStore;
  /** Media bytes (spec authoring §2 media library). */
  readonly blobs: BlobStore;
  /** Activity type slug ↔ numeric id (search logic's `type`). */
  readonly activityRegistrations: ActivityRegistrations;
  /** Counters of rate limits, in the database so every process counts alike. */
  readonly rateLimiter: RateLimiter;
  /** Hashes and checks passwords on threads of their own. */
  readonly passwords: PasswordPool;
  /** The site's address (QUIRE_PUBLIC_URL) and whether a proxy's headers are believed. */
  readonly site: SiteSettings;
  /** The routers of the plugins' server parts, mounted at `/api/v1/plugins/<id>`. */
  readonly pluginRoutes: readonly PluginRoutes[];
  /** The server parts' page-save checks, publication and page-delivery hooks. */
  readonly pluginHooks: PluginServerHooks;
  /** The code runners of the server parts; their workers end with `close()`. */
  readonly codeRunners: CodeRunners & { close(): Promise<void> };
  /** The course assistants of the server parts, in plugin order: the first answers DOT triggers. */
  readonly assistantProviders: readonly AssistantProvider[];
  /** The plugins' xAPI statement builders, by the delivery event type each takes. */
  readonly xapiStatements: ReadonlyMap<string, XapiStatementContribution>;
}

/** Per-request state the auth middleware fills in. */
export interface RequestState {
  user?: PublicUser;
  session?: { token: string; csrfToken: string };
}
