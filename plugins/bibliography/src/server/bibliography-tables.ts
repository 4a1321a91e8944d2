import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/plugin-sdk/server';

/**
 * A project's bibliography entries, revisioned like pages: an entry row points at its
 * current revision; each save writes a new revision with the reference formatted then, so
 * nothing formats citations while a learner waits. A publication freezes the revision each
 * entry had, and a deleted entry keeps its row for the publications that cite it.
 */
export const bibliographyTables: PluginMigration<Knex> = {
  name: 'bibliography-0001-entries',
  async up(db) {
    await db.schema.createTable('bibliography__entries', (t) => {
      t.increments('id');
      t.integer('project_id').notNullable();
      t.string('slug', 120).notNullable();
      t.integer('current_revision_id');
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('deleted_at', { useTz: true });
      t.unique(['project_id', 'slug']);
      t.index(['project_id']);
    });
    await db.schema.createTable('bibliography__revisions', (t) => {
      t.increments('id');
      t.integer('entry_id').notNullable().references('bibliography__entries.id').onDelete('CASCADE');
      t.integer('number').notNullable();
      t.string('title', 300).notNullable();
      // `{ data: [CSL JSON records] }`, checked against the CSL schema before it is written.
      t.text('content').notNullable();
      t.text('note');
      t.text('formatted_html').notNullable();
      t.text('formatted_text').notNullable();
      t.text('citation').notNullable();
      t.integer('author_id');
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.unique(['entry_id', 'number']);
    });
    await db.schema.createTable('bibliography__publication_entries', (t) => {
      t.integer('publication_id').notNullable();
      t.integer('entry_id').notNullable().references('bibliography__entries.id').onDelete('CASCADE');
      t.integer('revision_id').notNullable().references('bibliography__revisions.id').onDelete('CASCADE');
      t.primary(['publication_id', 'entry_id']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('bibliography__publication_entries');
    await db.schema.dropTableIfExists('bibliography__revisions');
    await db.schema.dropTableIfExists('bibliography__entries');
  },
};
