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
