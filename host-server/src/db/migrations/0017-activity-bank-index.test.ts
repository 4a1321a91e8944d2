import { describe, expect, it } from 'vitest';
import { createDatabase } from '../create-database.js';
import { createTestDatabase, testDialects } from '../../testing/test-database.js';
import { queryBank } from '../../authoring/bank-query.js';
import { coreTables } from './0001-core-tables.js';
import { activityBankIndex } from './0017-activity-bank-index.js';

describe.each(testDialects())('migration 0017-activity-bank-index on %s', (dialect) => {
  it('indexes the live banked activities as they are, searchable at once, and comes back out cleanly', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      await coreTables.up(db);
      const [project] = await db('projects').insert({ slug: 'p', title: 'P', created_at: new Date() }).returning('id');
      const projectId = Number(project.id);
      const activity = async (slug: string, scope: string, title: string, content: unknown, tags: number[], deleted = false) => {
        const [row] = await db('resources')
          .insert({ project_id: projectId, kind: 'activity', slug, position: 0, activity_type: 'test-quiz', scope, deleted_at: deleted ? new Date() : null })
          .returning('id');
        const id = Number(row.id);
        const [revision] = await db('revisions')
          .insert({ resource_id: id, number: 1, slug, title, content: JSON.stringify(content), tags: JSON.stringify(tags), objectives: '{"1":[7,7,8]}', created_at: new Date() })
          .returning('id');
        await db('resources').where({ id }).update({ current_revision_id: Number(revision.id) });
        return id;
      };
      const cells = await activity('cells', 'banked', 'Parts of a Cell', { stem: [{ text: 'Which organelle?' }], authoring: { answer: 'secret' } }, [1, 2]);
      await activity('embedded', 'embedded', 'Cells inside a page', { stem: [{ text: 'Cells' }] }, [1]);
      await activity('gone', 'banked', 'Deleted cells', { stem: [{ text: 'Cells' }] }, [1], true);

      await activityBankIndex.up(db);
      expect(await db('bank_activities').select('resource_id', 'tag_count', 'objective_count')).toEqual([{ resource_id: cells, tag_count: 2, objective_count: 2 }]);
      expect(await db('bank_activity_text').first('title_words', 'body_words')).toEqual({ title_words: 'parts of a cell', body_words: 'which organelle' });
      const search = (value: string) => queryBank(db, projectId, { fact: 'text', operator: 'contains', value }, { offset: 0, limit: 10 }, () => undefined);
      expect(await search('organ')).toEqual({ ids: [cells], totalCount: 1 });
      // The authoring part (answers, feedback) is not searched.
      expect(await search('secret')).toEqual({ ids: [], totalCount: 0 });

      await activityBankIndex.down(db);
      expect(await db.schema.hasTable('bank_activities')).toBe(false);
      await activityBankIndex.up(db);
      expect((await search('cell')).totalCount).toBe(1);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
