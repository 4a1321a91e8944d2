import { describe, expect, it } from 'vitest';
import { createDatabase } from '../create-database.js';
import { createTestDatabase, testDialects } from '../../testing/test-database.js';
import { coreTables } from './0001-core-tables.js';
import { media } from './0007-media.js';

describe.each(testDialects())('migration 0007-media on %s', (dialect) => {
  it('creates the library with its name search kept in step, and comes back out cleanly', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      await coreTables.up(db);
      await media.up(db);
      const [project] = await db('projects').insert({ slug: 'p', title: 'P', created_at: new Date() }).returning('id');
      const item = (guid: string, fileName: string, hash: string) => ({
        guid,
        project_id: Number(project.id),
        file_name: fileName,
        mime_type: 'image/png',
        file_size: 1,
        content_hash: hash,
        blob_key: `00/${guid}`,
        created_at: new Date(),
        updated_at: new Date(),
      });
      await db('media_items').insert([item('g1', 'Photosynthesis diagram.png', 'h1'), item('g2', 'Cell.png', 'h2')]);
      await expect(db('media_items').insert(item('g3', 'Copy.png', 'h1'))).rejects.toThrow();

      const search = async (text: string): Promise<string[]> => {
        if (dialect === 'postgres') {
          const found = await db.raw('select guid from media_items where file_name ilike ? order by guid', [`%${text}%`]);
          return found.rows.map((row: { guid: string }) => row.guid);
        }
        const sql = 'select m.guid from media_items_search s join media_items m on m.id = s.rowid where media_items_search match ? order by m.guid';
        return ((await db.raw(sql, [`"${text}"`])) as { guid: string }[]).map((row) => row.guid);
      };
      expect(await search('SYNTH')).toEqual(['g1']);
      await db('media_items').where({ guid: 'g2' }).update({ file_name: 'Cell synthesis.png' });
      expect(await search('synth')).toEqual(['g1', 'g2']);
      await db('media_items').where({ guid: 'g1' }).delete();
      expect(await search('synth')).toEqual(['g2']);
      if (dialect === 'postgres') {
        const index = await db.raw("select indexdef from pg_indexes where indexname = 'media_items_name_trigrams'");
        expect(index.rows[0]?.indexdef).toContain('gin_trgm_ops');
      }

      await media.down(db);
      expect(await db.schema.hasTable('media_items')).toBe(false);
      expect(await db.schema.hasTable('media_references')).toBe(false);
      await media.up(db);
      expect(await db.schema.hasTable('media_items')).toBe(true);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
