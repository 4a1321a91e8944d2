import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * The activities each page attempt drew for the page's `selection` items, in the order
 * shown: stored so a reload of the attempt shows the same activities. Goes with its page
 * attempt (a guest's attempts are deleted with the guest).
 */
export const selectionDraws: PluginMigration<Knex> = {
  name: '0005-selection-draws',
  async up(db) {
    await db.schema.createTable('selection_draws', (t) => {
      t.integer('resource_attempt_id').notNullable().references('resource_attempts.id').onDelete('CASCADE');
      // A page item id: any non-empty string.
      t.text('selection_id').notNullable();
      t.integer('position').notNullable();
      t.integer('activity_id').notNullable().references('resources.id');
      t.primary(['resource_attempt_id', 'selection_id', 'position']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('selection_draws');
  },
};
