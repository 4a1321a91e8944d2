import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * A project's choices about its plugins, one row per plugin it departs from the defaults
 * for: `enabled` false when its owner switched the plugin off. A plugin is on in a
 * project without a row.
 */
export const projectPlugins: PluginMigration<Knex> = {
  name: '0015-project-plugins',
  async up(db) {
    await db.schema.createTable('project_plugins', (t) => {
      t.integer('project_id').notNullable().references('projects.id').onDelete('CASCADE');
      t.string('plugin_id', 100).notNullable();
      t.boolean('enabled').notNullable().defaultTo(true);
      t.primary(['project_id', 'plugin_id']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('project_plugins');
  },
};
