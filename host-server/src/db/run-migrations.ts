import type { Knex } from 'knex';
import { migrationTableName, UnknownFieldStripper, type PluginMigration } from '@quire/core';
import { coreTables } from './migrations/0001-core-tables.js';
import { deliveryAttempts } from './migrations/0003-delivery-attempts.js';
import { activityAttemptSeed } from './migrations/0004-activity-attempt-seed.js';
import { selectionDraws } from './migrations/0005-selection-draws.js';
import { supportRequests } from './migrations/0006-support-requests.js';
import { media } from './migrations/0007-media.js';
import { activityRegistrations } from './migrations/0008-activity-registrations.js';
import { xapiStatements } from './migrations/0009-xapi-statements.js';
import { sectionRoster } from './migrations/0010-section-roster.js';
import { rateLimits } from './migrations/0011-rate-limits.js';
import { pageActivities } from './migrations/0012-page-activities.js';
import { readableContent } from './migrations/0013-readable-content.js';
import { disabledActivityTypes } from './migrations/0014-disabled-activity-types.js';
import { projectPlugins } from './migrations/0015-project-plugins.js';
import { projectPluginSettings } from './migrations/0016-project-plugin-settings.js';
import { activityBankIndex } from './migrations/0017-activity-bank-index.js';
import { optimizeDatabase } from './create-database.js';

/** The server's own migrations, in order; page content is stripped with `stripper`'s schemas. */
export function coreMigrations(stripper: UnknownFieldStripper): readonly PluginMigration<Knex>[] {
  return [coreTables, deliveryAttempts, activityAttemptSeed, selectionDraws, supportRequests, media, activityRegistrations, xapiStatements, sectionRoster, rateLimits, pageActivities, readableContent(stripper), disabledActivityTypes, projectPlugins, projectPluginSettings, activityBankIndex];
}

/** A knex migration source over an array, so no directory is scanned (works under tsx and Vitest). */
function arraySource(migrations: readonly PluginMigration<Knex>[]): Knex.MigrationSource<PluginMigration<Knex>> {
  return {
    getMigrations: async () => [...migrations],
    getMigrationName: (migration) => migration.name,
    getMigration: async (migration) => ({ up: (db: Knex) => migration.up(db), down: (db: Knex) => migration.down(db) }),
  };
}

/**
 * Brings the database up to date: the server's tables first, then each plugin's under its
 * own migration table, so plugins migrate independently. Refreshes planner statistics after.
 * `contentStripper` strips page content with the installed plugins' element schemas; without
 * it, elements are kept as they are.
 */
export async function runMigrations(
  db: Knex,
  plugins: readonly { readonly id: string; readonly migrations?: readonly PluginMigration<Knex>[] }[] = [],
  contentStripper = new UnknownFieldStripper({ schemas: new Map() }),
): Promise<void> {
  await db.migrate.latest({ migrationSource: arraySource(coreMigrations(contentStripper)), tableName: 'knex_migrations__core' });
  for (const plugin of plugins) {
    if (!plugin.migrations || plugin.migrations.length === 0) continue;
    await db.migrate.latest({ migrationSource: arraySource(plugin.migrations), tableName: migrationTableName(plugin.id) });
  }
  await optimizeDatabase(db);
}
