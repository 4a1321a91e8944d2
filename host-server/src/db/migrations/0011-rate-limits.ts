import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * Counters of rate limits (sign-in failures, guest sign-ups, rule evaluations…), one row per
 * key and window: in the database, so every server process behind a load balancer counts
 * the same requests. `window_start` is in milliseconds since the epoch.
 */
export const rateLimits: PluginMigration<Knex> = {
  name: '0011-rate-limits',
  async up(db) {
    await db.schema.createTable('rate_limits', (t) => {
      t.string('key', 200).primary();
      t.bigInteger('window_start').notNullable();
      t.integer('count').notNullable();
      t.index(['window_start']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('rate_limits');
  },
};
