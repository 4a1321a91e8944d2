import { describe, expect, it } from 'vitest';
import { createDatabase } from '../create-database.js';
import { testDialects, createTestDatabase } from '../../testing/test-database.js';
import { coreTables } from './0001-core-tables.js';
import { deliveryAttempts } from './0003-delivery-attempts.js';
import { activityAttemptSeed } from './0004-activity-attempt-seed.js';
import { selectionDraws } from './0005-selection-draws.js';

describe.each(testDialects())('migration 0005-selection-draws on %s', (dialect) => {
  it('keeps one activity per selection position, drops the draws with their page attempt, and comes back out cleanly', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      for (const migration of [coreTables, deliveryAttempts, activityAttemptSeed, selectionDraws]) await migration.up(db);
      const now = new Date();
      const [user] = await db('users').insert({ name: 'Lea', created_at: now }).returning('id');
      const [project] = await db('projects').insert({ slug: 'p', title: 'P', created_at: now }).returning('id');
      const [publication] = await db('publications').insert({ project_id: project.id, number: 1, published_at: now }).returning('id');
      const [section] = await db('sections').insert({ slug: 's', title: 'S', project_id: project.id, publication_id: publication.id, created_at: now }).returning('id');
      const [page] = await db('resources').insert({ project_id: project.id, kind: 'page', slug: 'page' }).returning('id');
      const [activity] = await db('resources').insert({ project_id: project.id, kind: 'activity', slug: 'q' }).returning('id');
      const [revision] = await db('revisions').insert({ resource_id: page.id, number: 1, slug: 'page', title: 'Page', content: '{}', created_at: now }).returning('id');
      const [attempt] = await db('resource_attempts')
        .insert({ guid: 'g', section_id: section.id, user_id: user.id, resource_id: page.id, revision_id: revision.id, number: 1, created_at: now })
        .returning('id');

      const draw = { resource_attempt_id: attempt.id, selection_id: 'sel', position: 0, activity_id: activity.id };
      await db('selection_draws').insert(draw);
      await expect(db('selection_draws').insert(draw)).rejects.toThrow();
      await db('resource_attempts').where({ id: attempt.id }).delete();
      expect(Number((await db('selection_draws').count({ n: '*' }).first())?.n)).toBe(0);

      await selectionDraws.down(db);
      expect(await db.schema.hasTable('selection_draws')).toBe(false);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
