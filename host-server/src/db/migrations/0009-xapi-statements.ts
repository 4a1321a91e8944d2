import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * Each video event (delivery §7) is also kept as the xAPI 1.0.3 statement the server made
 * of it (ADL video profile), as JSON text, so an LRS can be sent the statements as they
 * are. Other events have none (NULL).
 */
export const xapiStatements: PluginMigration<Knex> = {
  name: '0009-xapi-statements',
  async up(db) {
    await db.schema.alterTable('xapi_events', (t) => {
      t.text('statement');
    });
  },
  async down(db) {
    await db.schema.alterTable('xapi_events', (t) => {
      t.dropColumn('statement');
    });
  },
};
