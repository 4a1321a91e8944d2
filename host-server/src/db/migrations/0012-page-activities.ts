import type { Knex } from 'knex';
import { activityReferences, type PluginMigration } from '@quire/core';

/** Pages read per step of the backfill: a page's content may be half a megabyte. */
const PAGES_PER_STEP = 100;
/** The largest id an `integer` column holds on PostgreSQL. */
const MAX_ID = 2_147_483_647;

/**
 * Which page embeds which activity, so a change to an embedded activity can be allowed only
 * to the holder of its page's lock without reading every page's content:
 * - `page_activities`: one row per activity id a page's current content references
 *   (`activity-reference` items), kept in step by each page save; filled here from the
 *   pages as they are.
 * - `resources.home_page_id`: the page an embedded activity was created in, which covers
 *   it while no page references it yet (the editor creates the activity before it saves
 *   the page that shows it).
 */
export const pageActivities: PluginMigration<Knex> = {
  name: '0012-page-activities',
  async up(db) {
    await db.schema.createTable('page_activities', (t) => {
      t.integer('page_id').notNullable().references('resources.id').onDelete('CASCADE');
      // Not a foreign key: a page may reference an id no activity has (yet).
      t.integer('activity_id').notNullable();
      t.primary(['page_id', 'activity_id']);
      t.index(['activity_id']);
    });
    await db.schema.alterTable('resources', (t) => {
      t.integer('home_page_id');
    });
    for (let after = 0; ; ) {
      const pages = (await db('resources')
        .join('revisions', 'revisions.id', 'resources.current_revision_id')
        .where('resources.kind', 'page')
        .andWhere('resources.id', '>', after)
        .orderBy('resources.id')
        .limit(PAGES_PER_STEP)
        .select('resources.id as id', 'revisions.content as content')) as { id: number; content: string }[];
      if (pages.length === 0) break;
      const rows = pages.flatMap((page) =>
        activityReferences(parseContent(page.content))
          .filter((id) => id <= MAX_ID)
          .map((activityId) => ({ page_id: page.id, activity_id: activityId })),
      );
      for (let i = 0; i < rows.length; i += 500) await db('page_activities').insert(rows.slice(i, i + 500));
      after = Number(pages[pages.length - 1].id);
    }
  },
  async down(db) {
    await db.schema.dropTableIfExists('page_activities');
    await db.schema.alterTable('resources', (t) => {
      t.dropColumn('home_page_id');
    });
  },
};

function parseContent(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
