/**
 * One database migration of a plugin's server part. Each plugin keeps its own migration
 * table (`knex_migrations__<pluginId>`), so plugins migrate independently.
 * @public
 */
export interface PluginMigration<Db = unknown> {
  readonly name: string;
  up(db: Db): Promise<void>;
  down(db: Db): Promise<void>;
}

/** The migration table of a plugin. @public */
export function migrationTableName(pluginId: string): string {
  return `knex_migrations__${pluginId.replace(/[^a-z0-9]/g, '_')}`;
}

/** Who and where an xAPI statement is about: the learner's account on this server and the page attempt. @public */
export interface XapiStatementContext {
  readonly userId: number;
  /** The server's public origin: the account's home page, and the base of a relative address. */
  readonly origin: string;
  readonly pageAttemptGuid: string;
  readonly now: Date;
}

/**
 * Turns delivery events (delivery §7) of the types it names into xAPI statements, which the
 * server stores beside each event. An event is looked up by its `type`, then by its
 * `event_type` (older events carry a general type such as 'video'). A statement builder
 * throws an error with `status: 400` for an event its profile cannot take; the event is
 * then refused and nothing is stored.
 * @public
 */
export interface XapiStatementContribution {
  readonly eventTypes: readonly string[];
  statement(eventType: string, event: Readonly<Record<string, unknown>>, context: XapiStatementContext): Record<string, unknown>;
}
