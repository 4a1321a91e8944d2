import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * The seed each activity attempt's model was transformed (shuffled) with. The transformed
 * model itself is stored in `model`; the seed lets the same order be rebuilt or checked.
 */
export const activityAttemptSeed: PluginMigration<Knex> = {
  name: '0004-activity-attempt-seed',
  async up(db) {
    await db.schema.alterTable('activity_attempts', (t) => {
      t.integer('seed');
    });
  },
  async down(db) {
    await db.schema.alterTable('activity_attempts', (t) => {
      t.dropColumn('seed');
    });
  },
};
