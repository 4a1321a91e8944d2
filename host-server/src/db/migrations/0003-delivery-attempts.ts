import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * What delivery needs beyond the core tables: a lifecycle state on resource attempts (a
 * page visit reuses the latest `active` attempt), uniqueness of attempt numbers so two
 * concurrent visits cannot both open attempt N, and indexes on the user and parent
 * columns that a cascade (a guest's user row deleted at sign-out) or a listing walks.
 */
export const deliveryAttempts: PluginMigration<Knex> = {
  name: '0003-delivery-attempts',
  async up(db) {
    await db.schema.alterTable('resource_attempts', (t) => {
      t.string('state', 16).notNullable().defaultTo('active');
      t.unique(['section_id', 'user_id', 'resource_id', 'number'], { indexName: 'resource_attempts_number_unique' });
      t.index(['user_id'], 'resource_attempts_user_index');
    });
    await db.schema.alterTable('activity_attempts', (t) => {
      t.unique(['resource_attempt_id', 'resource_id', 'number'], { indexName: 'activity_attempts_number_unique' });
    });
    await db.schema.alterTable('part_attempts', (t) => {
      t.unique(['activity_attempt_id', 'part_id', 'number'], { indexName: 'part_attempts_number_unique' });
    });
    await db.schema.alterTable('enrollments', (t) => t.index(['user_id'], 'enrollments_user_index'));
    await db.schema.alterTable('course_state', (t) => t.index(['user_id'], 'course_state_user_index'));
    await db.schema.alterTable('xapi_events', (t) => t.index(['user_id'], 'xapi_events_user_index'));
    await db.schema.alterTable('sections', (t) => t.index(['project_id'], 'sections_project_index'));
  },
  async down(db) {
    await db.schema.alterTable('sections', (t) => t.dropIndex(['project_id'], 'sections_project_index'));
    await db.schema.alterTable('xapi_events', (t) => t.dropIndex(['user_id'], 'xapi_events_user_index'));
    await db.schema.alterTable('course_state', (t) => t.dropIndex(['user_id'], 'course_state_user_index'));
    await db.schema.alterTable('enrollments', (t) => t.dropIndex(['user_id'], 'enrollments_user_index'));
    await db.schema.alterTable('part_attempts', (t) => t.dropUnique(['activity_attempt_id', 'part_id', 'number'], 'part_attempts_number_unique'));
    await db.schema.alterTable('activity_attempts', (t) =>
      t.dropUnique(['resource_attempt_id', 'resource_id', 'number'], 'activity_attempts_number_unique'),
    );
    await db.schema.alterTable('resource_attempts', (t) => {
      t.dropIndex(['user_id'], 'resource_attempts_user_index');
      t.dropUnique(['section_id', 'user_id', 'resource_id', 'number'], 'resource_attempts_number_unique');
      t.dropColumn('state');
    });
  },
};
