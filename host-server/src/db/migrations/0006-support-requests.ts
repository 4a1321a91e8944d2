import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * Requests sent with the learner's Tech Support button (delivery §2). A request outlives
 * its sender's account: a guest's user row is deleted at sign-out, so the link to the user
 * is cleared (`set null`) and the reply address is kept in `email`.
 */
export const supportRequests: PluginMigration<Knex> = {
  name: '0006-support-requests',
  async up(db) {
    await db.schema.createTable('support_requests', (t) => {
      t.increments('id');
      t.integer('user_id').references('users.id').onDelete('SET NULL');
      t.string('email', 320).notNullable();
      t.text('message').notNullable();
      t.string('location', 2000).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      // The cascade from a deleted user walks this column.
      t.index(['user_id'], 'support_requests_user_index');
    });
  },
  async down(db) {
    await db.schema.dropTable('support_requests');
  },
};
