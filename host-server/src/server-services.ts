import type { Knex } from 'knex';
import type { Clock, Logger, PluginHost } from '@quire/core';
import type { DeliveryViews } from '@quire/plugin-sdk/delivery';
import type { SessionStore } from './auth/session-store.js';
import type { PublicUser, UserStore } from './auth/user-store.js';

/** What every route handler may use. Built once per process by `createServerServices`. */
export interface ServerServices {
  readonly db: Knex;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly host: PluginHost;
  readonly views: DeliveryViews;
  readonly users: UserStore;
  readonly sessions: SessionStore;
}

/** Per-request state the auth middleware fills in. */
export interface RequestState {
  user?: PublicUser;
  session?: { token: string; csrfToken: string };
}
