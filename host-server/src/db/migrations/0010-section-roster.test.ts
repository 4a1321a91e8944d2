import { describe, expect, it } from 'vitest';
import { createDatabase } from '../create-database.js';
import { createTestDatabase, testDialects } from '../../testing/test-database.js';
import { coreTables } from './0001-core-tables.js';
import { sectionRoster } from './0010-section-roster.js';

describe.each(testDialects())('migration 0010-section-roster on %s', (dialect) => {
  it('adds the last visit to enrolments already stored, and comes back out keeping them', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      await coreTables.up(db);
      const now = new Date();
      const [user] = await db('users').insert({ name: 'Learner', is_guest: false, created_at: now }).returning('id');
      const [project] = await db('projects').insert({ slug: 'p', title: 'P', created_at: now }).returning('id');
      const [publication] = await db('publications').insert({ project_id: project.id, number: 1, published_at: now }).returning('id');
      const [section] = await db('sections').insert({ slug: 's', title: 'S', project_id: project.id, publication_id: publication.id, created_at: now }).returning('id');
      await db('enrollments').insert({ section_id: section.id, user_id: user.id, role: 'student' });

      await sectionRoster.up(db);
      expect(await db('enrollments').select('role', 'last_page_id', 'last_visited_at')).toEqual([{ role: 'student', last_page_id: null, last_visited_at: null }]);
      await db('section_invitations').insert({ section_id: section.id, email: 'a@example.org', role: 'student', created_at: now });
      await db('publication_totals').insert({ publication_id: publication.id, pages: 2, activities: 3 });
      // Invitations go with their section.
      await db('enrollments').delete();
      await db('sections').delete();
      expect(await db('section_invitations').count({ n: '*' })).toEqual([{ n: dialect === 'postgres' ? '0' : 0 }]);

      await sectionRoster.down(db);
      expect(await db.schema.hasColumn('enrollments', 'last_page_id')).toBe(false);
      expect(await db.schema.hasTable('section_invitations')).toBe(false);
      expect(await db.schema.hasTable('publication_totals')).toBe(false);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
