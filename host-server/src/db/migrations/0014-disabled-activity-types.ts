import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * The activity types a project's owner switched off (a JSON list of slugs): types that are
 * on by default (`globallyAvailable`) are offered in a project unless listed here, next to
 * `enabled_activity_types`, the ones switched on beyond the defaults.
 */
export const disabledActivityTypes: PluginMigration<Knex> = {
  name: '0014-disabled-activity-types',
  async up(db) {
    await db.schema.alterTable('projects', (t) => {
      t.text('disabled_activity_types').notNullable().defaultTo('[]');
    });
  },
  async down(db) {
    await db.schema.alterTable('projects', (t) => {
      t.dropColumn('disabled_activity_types');
    });
  },
};
