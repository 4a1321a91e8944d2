import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';
import { indexBankedActivity, type BankResource } from '../../authoring/bank-index.js';
import { StoredJson } from '../../authoring/revision-content.js';
import { parseJsonColumn } from '../../authoring/request.js';
import { dialectOf } from '../create-database.js';

/** Activities read per step of the backfill. */
const ACTIVITIES_PER_STEP = 200;

/**
 * The activity bank's search index (authoring/bank-index.ts), filled here from the banked
 * activities as they are. The full text is SQLite's FTS5 over the word columns (an
 * external-content table the triggers keep in step) or a PostgreSQL tsvector generated from
 * them with a GIN index; both read words already folded by core's `searchWords`.
 */
export const activityBankIndex: PluginMigration<Knex> = {
  name: '0017-activity-bank-index',
  async up(db) {
    await db.schema.createTable('bank_activities', (t) => {
      t.integer('resource_id').primary().references('resources.id').onDelete('CASCADE');
      t.integer('project_id').notNullable().references('projects.id').onDelete('CASCADE');
      t.string('activity_type', 100);
      t.integer('tag_count').notNullable();
      t.integer('objective_count').notNullable();
      t.index(['project_id', 'resource_id']);
      t.index(['project_id', 'activity_type', 'resource_id']);
    });
    // The words apart from the filter columns: the filter rows stay small, so a filter that
    // reads thousands of them touches few pages.
    await db.schema.createTable('bank_activity_text', (t) => {
      t.integer('resource_id').primary().references('bank_activities.resource_id').onDelete('CASCADE');
      t.text('title_words').notNullable();
      t.text('body_words').notNullable();
      // SQLite's filter tokens (authoring/bank-facets.ts).
      t.text('facets').notNullable().defaultTo('');
    });
    for (const [table, column] of [
      ['bank_activity_tags', 'tag_id'],
      ['bank_activity_objectives', 'objective_id'],
    ] as const) {
      await db.schema.createTable(table, (t) => {
        t.integer('resource_id').notNullable();
        t.integer(column).notNullable();
        t.primary(['resource_id', column]);
        t.index([column, 'resource_id']);
      });
    }
    if (dialectOf(db) === 'postgres') {
      await db.raw(
        "alter table bank_activity_text add column words tsvector generated always as (to_tsvector('simple', title_words || ' ' || body_words)) stored",
      );
      await db.raw('create index bank_activity_text_words on bank_activity_text using gin (words)');
    } else {
      await db.raw(
        "create virtual table bank_activity_words using fts5(title_words, body_words, facets, content='bank_activity_text', content_rowid='resource_id', tokenize='unicode61 remove_diacritics 0', prefix='2 3 4')",
      );
      await db.raw(`create trigger bank_activity_text_words_insert after insert on bank_activity_text begin
        insert into bank_activity_words (rowid, title_words, body_words, facets) values (new.resource_id, new.title_words, new.body_words, new.facets);
      end`);
      await db.raw(`create trigger bank_activity_text_words_delete after delete on bank_activity_text begin
        insert into bank_activity_words (bank_activity_words, rowid, title_words, body_words, facets) values ('delete', old.resource_id, old.title_words, old.body_words, old.facets);
      end`);
      await db.raw(`create trigger bank_activity_text_words_update after update on bank_activity_text begin
        insert into bank_activity_words (bank_activity_words, rowid, title_words, body_words, facets) values ('delete', old.resource_id, old.title_words, old.body_words, old.facets);
        insert into bank_activity_words (rowid, title_words, body_words, facets) values (new.resource_id, new.title_words, new.body_words, new.facets);
      end`);
    }
    for (let after = 0; ; ) {
      const rows = (await db('resources')
        .join('revisions', 'revisions.id', 'resources.current_revision_id')
        .where({ 'resources.kind': 'activity', 'resources.scope': 'banked' })
        .whereNull('resources.deleted_at')
        .andWhere('resources.id', '>', after)
        .orderBy('resources.id')
        .limit(ACTIVITIES_PER_STEP)
        .select(
          'resources.id as id',
          'resources.project_id as project_id',
          'resources.kind as kind',
          'resources.scope as scope',
          'resources.activity_type as activity_type',
          'revisions.title as title',
          'revisions.content as content',
          'revisions.objectives as objectives',
          'revisions.tags as tags',
        )) as (BankResource & { title: string; content: string; objectives: string; tags: string })[];
      if (rows.length === 0) break;
      for (const row of rows) {
        await indexBankedActivity(db, row, {
          title: row.title,
          content: new StoredJson(row.content),
          objectives: parseJsonColumn(row.objectives, {}),
          tags: parseJsonColumn(row.tags, []),
        });
      }
      after = Number(rows[rows.length - 1].id);
    }
  },
  async down(db) {
    if (dialectOf(db) === 'sqlite') {
      for (const trigger of ['insert', 'delete', 'update']) await db.raw(`drop trigger if exists bank_activity_text_words_${trigger}`);
      await db.raw('drop table if exists bank_activity_words');
    }
    await db.schema.dropTableIfExists('bank_activity_text');
    await db.schema.dropTableIfExists('bank_activity_objectives');
    await db.schema.dropTableIfExists('bank_activity_tags');
    await db.schema.dropTableIfExists('bank_activities');
  },
};
