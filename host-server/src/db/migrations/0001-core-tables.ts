import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * The server's own tables. Every piece of state lives here, never in process memory:
 * sessions, locks with their expiry, revisions, attempts and learner state, so several
 * server processes on one PostgreSQL behave as one.
 */
export const coreTables: PluginMigration<Knex> = {
  name: '0001-core-tables',
  async up(db) {
    await db.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('email', 320).unique();
      t.string('name', 200).notNullable();
      t.string('password_hash', 200);
      t.string('role', 32).notNullable().defaultTo('open_and_free');
      t.boolean('is_guest').notNullable().defaultTo(false);
      t.boolean('independent_learner').notNullable().defaultTo(true);
      t.boolean('independent_instructor').notNullable().defaultTo(false);
      t.string('timezone', 64);
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('sessions', (t) => {
      // The SHA-256 of the cookie token: a leaked table does not leak live sessions.
      t.string('token_hash', 64).primary();
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('csrf_token', 64).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.index(['user_id']);
    });
    await db.schema.createTable('preferences', (t) => {
      t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
      t.text('value').notNullable();
    });
    await db.schema.createTable('projects', (t) => {
      t.increments('id');
      t.string('slug', 100).notNullable().unique();
      t.string('title', 300).notNullable();
      t.text('enabled_activity_types').notNullable().defaultTo('[]');
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('project_members', (t) => {
      t.integer('project_id').notNullable().references('projects.id').onDelete('CASCADE');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('role', 16).notNullable();
      t.primary(['project_id', 'user_id']);
    });
    await db.schema.createTable('resources', (t) => {
      t.increments('id');
      t.integer('project_id').notNullable().references('projects.id').onDelete('CASCADE');
      // container, page or activity
      t.string('kind', 16).notNullable();
      t.string('slug', 200).notNullable();
      t.integer('parent_id').references('resources.id');
      t.integer('position').notNullable().defaultTo(0);
      t.string('activity_type', 100);
      t.string('scope', 16);
      t.integer('current_revision_id');
      t.timestamp('deleted_at', { useTz: true });
      t.unique(['project_id', 'slug']);
      t.index(['project_id', 'kind']);
      t.index(['parent_id']);
    });
    await db.schema.createTable('revisions', (t) => {
      t.increments('id');
      t.integer('resource_id').notNullable().references('resources.id').onDelete('CASCADE');
      t.integer('number').notNullable();
      t.string('slug', 200).notNullable();
      t.string('title', 300).notNullable();
      t.text('content').notNullable();
      t.text('objectives').notNullable().defaultTo('{}');
      t.text('tags').notNullable().defaultTo('[]');
      t.integer('author_id').references('users.id');
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.unique(['resource_id', 'number']);
    });
    await db.schema.createTable('locks', (t) => {
      t.integer('resource_id').primary().references('resources.id').onDelete('CASCADE');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.timestamp('acquired_at', { useTz: true }).notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('objectives', (t) => {
      t.increments('id');
      t.integer('project_id').notNullable().references('projects.id').onDelete('CASCADE');
      t.string('title', 500).notNullable();
      t.text('parent_ids');
    });
    await db.schema.createTable('tags', (t) => {
      t.increments('id');
      t.integer('project_id').notNullable().references('projects.id').onDelete('CASCADE');
      t.string('title', 200).notNullable();
      t.unique(['project_id', 'title']);
    });
    await db.schema.createTable('publications', (t) => {
      t.increments('id');
      t.integer('project_id').notNullable().references('projects.id').onDelete('CASCADE');
      t.integer('number').notNullable();
      t.integer('published_by').references('users.id');
      t.timestamp('published_at', { useTz: true }).notNullable();
      t.unique(['project_id', 'number']);
    });
    await db.schema.createTable('publication_resources', (t) => {
      t.integer('publication_id').notNullable().references('publications.id').onDelete('CASCADE');
      t.integer('resource_id').notNullable().references('resources.id');
      t.integer('revision_id').notNullable().references('revisions.id');
      t.integer('parent_id');
      t.integer('position').notNullable().defaultTo(0);
      t.primary(['publication_id', 'resource_id']);
    });
    await db.schema.createTable('sections', (t) => {
      t.increments('id');
      t.string('slug', 100).notNullable().unique();
      t.string('title', 300).notNullable();
      t.integer('project_id').notNullable().references('projects.id');
      t.integer('publication_id').notNullable().references('publications.id');
      t.boolean('open_and_free').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('enrollments', (t) => {
      t.integer('section_id').notNullable().references('sections.id').onDelete('CASCADE');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('role', 16).notNullable();
      t.primary(['section_id', 'user_id']);
    });
    await db.schema.createTable('user_state', (t) => {
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('key', 200).notNullable();
      t.text('value').notNullable();
      t.primary(['user_id', 'key']);
    });
    await db.schema.createTable('course_state', (t) => {
      t.integer('section_id').notNullable().references('sections.id').onDelete('CASCADE');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('key', 200).notNullable();
      t.text('value').notNullable();
      t.primary(['section_id', 'user_id', 'key']);
    });
    await db.schema.createTable('resource_attempts', (t) => {
      t.increments('id');
      t.string('guid', 64).notNullable().unique();
      t.integer('section_id').notNullable().references('sections.id').onDelete('CASCADE');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.integer('resource_id').notNullable().references('resources.id');
      t.integer('revision_id').notNullable().references('revisions.id');
      t.integer('number').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.index(['section_id', 'user_id', 'resource_id']);
    });
    await db.schema.createTable('attempt_state', (t) => {
      t.integer('resource_attempt_id').notNullable().references('resource_attempts.id').onDelete('CASCADE');
      t.string('key', 200).notNullable();
      t.text('value').notNullable();
      t.primary(['resource_attempt_id', 'key']);
    });
    await db.schema.createTable('activity_attempts', (t) => {
      t.increments('id');
      t.string('guid', 64).notNullable().unique();
      t.integer('resource_attempt_id').notNullable().references('resource_attempts.id').onDelete('CASCADE');
      t.integer('resource_id').notNullable().references('resources.id');
      t.integer('revision_id').notNullable().references('revisions.id');
      t.integer('number').notNullable();
      t.string('state', 16).notNullable();
      t.float('score');
      t.float('out_of');
      t.text('model');
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('evaluated_at', { useTz: true });
    });
    await db.schema.createTable('part_attempts', (t) => {
      t.increments('id');
      t.string('guid', 64).notNullable().unique();
      t.integer('activity_attempt_id').notNullable().references('activity_attempts.id').onDelete('CASCADE');
      t.string('part_id', 100).notNullable();
      t.integer('number').notNullable();
      t.string('state', 16).notNullable();
      t.text('response');
      t.float('score');
      t.float('out_of');
      t.text('feedback');
      t.integer('hints_requested').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('blobs', (t) => {
      t.increments('id');
      // 'shared' for /blob/{key}, 'user:<id>' for /blob/user/{key} (NULLs would not be unique).
      t.string('owner', 40).notNullable();
      t.string('key', 200).notNullable();
      t.text('value').notNullable();
      t.unique(['owner', 'key']);
    });
    await db.schema.createTable('xapi_events', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('attempt_guid', 64);
      t.text('body').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
  },
  async down(db) {
    for (const table of [
      'xapi_events',
      'blobs',
      'part_attempts',
      'activity_attempts',
      'attempt_state',
      'resource_attempts',
      'course_state',
      'user_state',
      'enrollments',
      'sections',
      'publication_resources',
      'publications',
      'tags',
      'objectives',
      'locks',
      'revisions',
      'resources',
      'project_members',
      'projects',
      'preferences',
      'sessions',
      'users',
    ]) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
