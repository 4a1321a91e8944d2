import { elementSchema, UnknownFieldStripper } from '@quire/core';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../create-database.js';
import { createTestDatabase, testDialects } from '../../testing/test-database.js';
import { coreTables } from './0001-core-tables.js';
import { readableContent } from './0013-readable-content.js';

const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const items = [{ type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children: [{ text: 'Kept' }] }] }];
// The installed plugins' schemas, as the server passes them: here only the paragraph's.
const stripper = new UnknownFieldStripper({ schemas: new Map([['p', elementSchema('p', {})]]) });
const invalidElement = { type: 'invalid-content', id: 'invalid-content', children: [{ text: '' }] };

describe.each(testDialects())('migration 0013-readable-content on %s', (dialect) => {
  it('gives every revision no read could use readable content, and leaves readable ones as they are', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      await coreTables.up(db);
      const [project] = await db('projects').insert({ slug: 'p', title: 'P', created_at: new Date() }).returning('id');
      const revision = async (kind: string, content: string) => {
        const [resource] = await db('resources').insert({ project_id: Number(project.id), kind, slug: `r${Math.random()}`, position: 0 }).returning('id');
        const [row] = await db('revisions').insert({ resource_id: Number(resource.id), number: 1, slug: 's', title: 't', content, created_at: new Date() }).returning('id');
        return Number(row.id);
      };
      const readable = JSON.stringify({ model: items, note: 'a field no schema declares, harmless at this depth' });
      const ids = {
        deepField: await revision('page', `{"model":${JSON.stringify(items)},"x":${nestedObject(100_000)}}`),
        deepItems: await revision('page', `{"model":[${'{"type":"group","id":"g","purpose":"none","children":['.repeat(20_000)}${']}'.repeat(20_000)}]}`),
        notJson: await revision('page', '{"model": ['),
        noModel: await revision('page', '{"items":[]}'),
        deepActivity: await revision('activity', `{"stem":{"id":"s","content":[]},"x":${nestedObject(100_000)}}`),
        deepInParagraph: await revision('page', `{"model":[{"type":"content","id":"c1","children":[{"type":"p","id":"p1","x":${nestedObject(100_000)},"children":[{"text":"Kept"}]}]}]}`),
        deepInUnknownKind: await revision('page', `{"model":[{"type":"content","id":"c1","children":[{"type":"marquee","id":"m","x":${nestedObject(100_000)},"children":[]}]}]}`),
        readable: await revision('page', readable),
        container: await revision('container', '{}'),
        activity: await revision('activity', '{"stem":{"id":"s","content":[]},"choices":[]}'),
      };

      await readableContent(stripper).up(db);

      const content = async (id: number) => JSON.parse((await db('revisions').where({ id }).first('content')).content);
      const invalidPage = { model: [{ type: 'content', id: 'invalid-content-item', children: [invalidElement] }] };
      expect(await content(ids.deepField)).toEqual({ model: items });
      expect(await content(ids.deepItems)).toEqual(invalidPage);
      // A field the installed plugins' schema does not declare goes; a kind none knows is kept whole, so its page stays unreadable.
      expect(await content(ids.deepInParagraph)).toEqual({ model: items });
      expect(await content(ids.deepInUnknownKind)).toEqual(invalidPage);
      expect(await content(ids.notJson)).toEqual(invalidPage);
      expect(await content(ids.noModel)).toEqual(invalidPage);
      expect(await content(ids.deepActivity)).toEqual({
        stem: { id: 'invalid-content-stem', content: [invalidElement] },
        authoring: { parts: [], transformations: [], previewText: 'Content element is invalid' },
      });
      expect((await db('revisions').where({ id: ids.readable }).first('content')).content).toBe(readable);
      expect(await content(ids.container)).toEqual({});
      expect(await content(ids.activity)).toEqual({ stem: { id: 's', content: [] }, choices: [] });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
