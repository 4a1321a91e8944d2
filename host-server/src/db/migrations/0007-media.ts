import type { Knex } from 'knex';
import type { PluginMigration } from '@quire/core';
import { dialectOf } from '../create-database.js';

/**
 * The media library (spec authoring §2, §3): one row per file of a project, its bytes in
 * the BlobStore under `blob_key`, and which revisions' content point at it. Each list order
 * the media manager offers has an index that returns a page of a project's live items in
 * that order; the file name also has a substring index for the search box (an FTS5
 * trigram table on SQLite, a pg_trgm GIN index on PostgreSQL when the extension is there).
 */
export const media: PluginMigration<Knex> = {
  name: '0007-media',
  async up(db) {
    await db.schema.createTable('media_items', (t) => {
      t.increments('id');
      t.string('guid', 36).notNullable().unique();
      t.integer('project_id').notNullable().references('projects.id').onDelete('CASCADE');
      t.string('file_name', 255).notNullable();
      t.string('mime_type', 100).notNullable();
      t.integer('file_size').notNullable();
      // SHA-256 of the bytes, hex: the same file uploaded twice to a project is one item.
      t.string('content_hash', 64).notNullable();
      t.string('blob_key', 200).notNullable();
      // The folder a legacy superactivity named for its file (POST /superactivity/media).
      t.string('directory', 200);
      t.boolean('archived').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.unique(['project_id', 'content_hash']);
      t.index(['project_id', 'archived', 'created_at', 'id'], 'media_items_by_date');
      t.index(['project_id', 'archived', 'mime_type', 'id'], 'media_items_by_type');
      t.index(['project_id', 'archived', 'file_size', 'id'], 'media_items_by_size');
    });
    // A-Z ignores case, so the name index is on lower(file_name).
    await db.raw('create index media_items_by_name on media_items (project_id, archived, lower(file_name), id)');
    await db.schema.createTable('media_references', (t) => {
      t.integer('revision_id').notNullable().references('revisions.id').onDelete('CASCADE');
      t.integer('media_item_id').notNullable().references('media_items.id').onDelete('CASCADE');
      t.primary(['revision_id', 'media_item_id']);
      t.index(['media_item_id']);
    });
    if (dialectOf(db) === 'sqlite') await createSqliteNameSearch(db);
    else await createPostgresNameSearch(db);
  },
  async down(db) {
    if (dialectOf(db) === 'sqlite') {
      for (const trigger of ['media_items_search_insert', 'media_items_search_delete', 'media_items_search_update']) {
        await db.raw(`drop trigger if exists ${trigger}`);
      }
      await db.raw('drop table if exists media_items_search');
    }
    await db.schema.dropTableIfExists('media_references');
    await db.schema.dropTableIfExists('media_items');
  },
};

/** An FTS5 trigram index over the names (SQLite ≥ 3.34), kept in step with media_items by triggers. */
async function createSqliteNameSearch(db: Knex): Promise<void> {
  await db.raw("create virtual table media_items_search using fts5(file_name, content='media_items', content_rowid='id', tokenize='trigram')");
  await db.raw(
    'create trigger media_items_search_insert after insert on media_items begin ' +
      'insert into media_items_search (rowid, file_name) values (new.id, new.file_name); end',
  );
  await db.raw(
    'create trigger media_items_search_delete after delete on media_items begin ' +
      "insert into media_items_search (media_items_search, rowid, file_name) values ('delete', old.id, old.file_name); end",
  );
  await db.raw(
    'create trigger media_items_search_update after update of file_name on media_items begin ' +
      "insert into media_items_search (media_items_search, rowid, file_name) values ('delete', old.id, old.file_name); " +
      'insert into media_items_search (rowid, file_name) values (new.id, new.file_name); end',
  );
}

/**
 * A trigram GIN index serves `ILIKE '%text%'`. Without the pg_trgm extension (not
 * installed, or no right to create it) the search still works, by scanning the project's rows.
 */
async function createPostgresNameSearch(db: Knex): Promise<void> {
  const available = await db.raw("select 1 from pg_available_extensions where name = 'pg_trgm'");
  if (available.rows.length === 0) return;
  try {
    // A savepoint: a refused CREATE EXTENSION must not abort the migration's transaction.
    await db.transaction(async (trx) => {
      await trx.raw('create extension if not exists pg_trgm');
      await trx.raw('create index media_items_name_trigrams on media_items using gin (file_name gin_trgm_ops)');
    });
  } catch {
    // Searching falls back to a scan of the project's items.
  }
}
