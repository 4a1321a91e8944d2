import { describe, expect, it } from 'vitest';
import { createDatabase } from '../create-database.js';
import { createTestDatabase, testDialects } from '../../testing/test-database.js';
import { coreTables } from './0001-core-tables.js';
import { pageActivities } from './0012-page-activities.js';

describe.each(testDialects())('migration 0012-page-activities on %s', (dialect) => {
  it('indexes the activities existing pages reference, from their current revisions, and comes back out cleanly', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      await coreTables.up(db);
      const [project] = await db('projects').insert({ slug: 'p', title: 'P', created_at: new Date() }).returning('id');
      const resource = async (slug: string, kind: string, content: unknown[]) => {
        const [row] = await db('resources').insert({ project_id: Number(project.id), kind, slug, position: 0 }).returning('id');
        const id = Number(row.id);
        let current = 0;
        for (const [number, value] of content.entries()) {
          const [revision] = await db('revisions')
            .insert({ resource_id: id, number: number + 1, slug, title: slug, content: typeof value === 'string' ? value : JSON.stringify(value), created_at: new Date() })
            .returning('id');
          current = Number(revision.id);
        }
        await db('resources').where({ id }).update({ current_revision_id: current });
        return id;
      };
      const reference = (activityId: unknown) => ({ type: 'activity-reference', id: `r${String(activityId)}`, activity_id: activityId });
      const quiz = await resource('quiz', 'activity', [{ stem: 'Q' }]);
      const poll = await resource('poll', 'activity', [{ stem: 'P' }]);
      // Only the current revision counts: the first one referenced the poll, the second does not.
      const lesson = await resource('lesson', 'page', [
        { model: [reference(poll)] },
        { model: [reference(quiz), { type: 'group', id: 'g', purpose: 'none', children: [reference(String(poll + 1000))] }, reference(3_000_000_000)] },
      ]);
      const review = await resource('review', 'page', [{ model: [reference(quiz), reference(poll)] }]);
      await resource('broken', 'page', ['{ not json']);

      await pageActivities.up(db);
      const rows = (await db('page_activities').orderBy(['page_id', 'activity_id']).select('page_id', 'activity_id')) as { page_id: number; activity_id: number }[];
      expect(rows.map((row) => [Number(row.page_id), Number(row.activity_id)])).toEqual([
        [lesson, quiz],
        [lesson, poll + 1000],
        [review, quiz],
        [review, poll],
      ]);
      expect(await db.schema.hasColumn('resources', 'home_page_id')).toBe(true);
      await expect(db('page_activities').insert({ page_id: lesson, activity_id: quiz })).rejects.toThrow();

      await pageActivities.down(db);
      expect(await db.schema.hasTable('page_activities')).toBe(false);
      expect(await db.schema.hasColumn('resources', 'home_page_id')).toBe(false);
      // SQLite drops a column by rebuilding the table: the rows stay.
      expect(Number((await db('resources').count({ n: '*' }).first())?.n)).toBe(5);
      await pageActivities.up(db);
      expect(await db('page_activities').count({ n: '*' }).first().then((row) => Number(row?.n))).toBe(4);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
