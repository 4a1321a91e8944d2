import { describe, expect, it } from 'vitest';
import { createDatabase } from '../create-database.js';
import { testDialects, createTestDatabase } from '../../testing/test-database.js';
import { coreTables } from './0001-core-tables.js';
import { activityRegistrations } from './0008-activity-registrations.js';

describe.each(testDialects())('migration 0008-activity-registrations on %s', (dialect) => {
  it('registers the types existing activities use, refuses a slug twice, and comes back out cleanly', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      await coreTables.up(db);
      const [project] = await db('projects').insert({ slug: 'p', title: 'P', created_at: new Date() }).returning('id');
      const resource = (slug: string, activityType: string | null) => ({
        project_id: Number(project.id),
        kind: activityType ? 'activity' : 'page',
        slug,
        position: 0,
        activity_type: activityType,
      });
      await db('resources').insert([resource('a', 'oli_ordering'), resource('b', 'oli_multiple_choice'), resource('c', 'oli_ordering'), resource('d', null)]);

      await activityRegistrations.up(db);
      const rows = (await db('activity_registrations').orderBy('id').select('id', 'slug')) as { id: number | string; slug: string }[];
      expect(rows.map((row) => row.slug)).toEqual(['oli_multiple_choice', 'oli_ordering']);
      await expect(db('activity_registrations').insert({ slug: 'oli_ordering', created_at: new Date() })).rejects.toThrow();

      await activityRegistrations.down(db);
      expect(await db.schema.hasTable('activity_registrations')).toBe(false);
      await activityRegistrations.up(db);
      expect(await db.schema.hasTable('activity_registrations')).toBe(true);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
