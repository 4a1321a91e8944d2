import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * The settings a project's owner saved for a plugin, one row per project and plugin, as
 * JSON text (the same on SQLite and PostgreSQL). A plugin without a row has its defaults;
 * a stored field the plugin no longer takes reads as its default.
 */
export const projectPluginSettings: PluginMigration<Knex> = {
  name: '0016-project-plugin-settings',
  async up(db) {
    await db.schema.createTable('project_plugin_settings', (t) => {
      t.integer('project_id').notNullable().references('projects.id').onDelete('CASCADE');
      t.string('plugin_id', 100).notNullable();
      t.text('settings').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.primary(['project_id', 'plugin_id']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('project_plugin_settings');
  },
};
