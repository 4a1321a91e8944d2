import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';

/**
 * What My Courses and a section's roster need:
 * - each enrolment remembers the page its learner visited last, and when, so a course can
 *   be continued where it was left;
 * - invitations: an email enrolled before anyone has an account with it; the account made
 *   with that email later joins the section in the invited role;
 * - the totals of a publication (its pages and the activities on them), counted once: a
 *   publication never changes, and counting means reading every page.
 */
export const sectionRoster: PluginMigration<Knex> = {
  name: '0010-section-roster',
  async up(db) {
    await db.schema.alterTable('enrollments', (t) => {
      t.integer('last_page_id').references('resources.id').onDelete('SET NULL');
      t.timestamp('last_visited_at', { useTz: true });
    });
    await db.schema.createTable('section_invitations', (t) => {
      t.increments('id');
      t.integer('section_id').notNullable().references('sections.id').onDelete('CASCADE');
      t.string('email', 320).notNullable();
      t.string('role', 16).notNullable();
      t.integer('invited_by').references('users.id').onDelete('SET NULL');
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.unique(['section_id', 'email']);
      t.index(['email']);
    });
    await db.schema.createTable('publication_totals', (t) => {
      t.integer('publication_id').primary().references('publications.id').onDelete('CASCADE');
      t.integer('pages').notNullable();
      t.integer('activities').notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('publication_totals');
    await db.schema.dropTableIfExists('section_invitations');
    await db.schema.alterTable('enrollments', (t) => {
      t.dropForeign(['last_page_id']);
      t.dropColumn('last_page_id');
      t.dropColumn('last_visited_at');
    });
  },
};
