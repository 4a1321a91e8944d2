import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * A numeric id for each activity type (spec authoring §3: search logic filters by "activity
 * type ids"). Plugins name types by slug; a row here gives a slug its id once and for all,
 * and stays when the plugin is removed, so stored search logic keeps meaning the same type.
 * The types existing activities already use get their ids here; the server registers the
 * loaded ones at start.
 */
export const activityRegistrations: PluginMigration<Knex> = {
  name: '0008-activity-registrations',
  async up(db) {
    await db.schema.createTable('activity_registrations', (t) => {
      t.increments('id');
      t.string('slug', 100).notNullable().unique();
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
    const used = (await db('resources').whereNotNull('activity_type').distinct('activity_type').orderBy('activity_type')) as { activity_type: string }[];
    const now = new Date();
    for (const { activity_type: slug } of used) await db('activity_registrations').insert({ slug, created_at: now });
  },
  async down(db) {
    await db.schema.dropTable('activity_registrations');
  },
};
