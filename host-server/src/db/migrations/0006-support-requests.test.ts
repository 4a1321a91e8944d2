import { describe, expect, it } from 'vitest';
import { createDatabase } from '../create-database.js';
import { testDialects, createTestDatabase } from '../../testing/test-database.js';
import { coreTables } from './0001-core-tables.js';
import { supportRequests } from './0006-support-requests.js';

describe.each(testDialects())('migration 0006-support-requests on %s', (dialect) => {
  it('creates the table, keeps a request when its sender is deleted, and comes back out cleanly', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      await coreTables.up(db);
      await supportRequests.up(db);
      const [user] = await db('users').insert({ name: 'Guest', is_guest: true, created_at: new Date() }).returning('id');
      const userId = Number(user.id);
      await db('support_requests').insert({ user_id: userId, email: 'g@example.org', message: 'Help', location: 'https://quire.example/', created_at: new Date() });
      await db('users').where({ id: userId }).delete();
      expect(await db('support_requests').select('user_id', 'email')).toEqual([{ user_id: null, email: 'g@example.org' }]);

      await supportRequests.down(db);
      expect(await db.schema.hasTable('support_requests')).toBe(false);
      await supportRequests.up(db);
      expect(await db.schema.hasTable('support_requests')).toBe(true);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
