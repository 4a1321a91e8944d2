import { describe, expect, it } from 'vitest';
import { createDatabase } from '../create-database.js';
import { createTestDatabase, testDialects } from '../../testing/test-database.js';
import { coreTables } from './0001-core-tables.js';
import { deliveryAttempts } from './0003-delivery-attempts.js';
import { xapiStatements } from './0009-xapi-statements.js';

describe.each(testDialects())('migration 0009-xapi-statements on %s', (dialect) => {
  it('adds an empty statement column to the events already stored, and comes back out keeping them', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      await coreTables.up(db);
      await deliveryAttempts.up(db);
      const [user] = await db('users').insert({ name: 'Learner', is_guest: false, created_at: new Date() }).returning('id');
      const userId = Number(user.id);
      await db('xapi_events').insert({ user_id: userId, attempt_guid: 'g', body: '{"event":{}}', created_at: new Date() });

      await xapiStatements.up(db);
      expect(await db('xapi_events').select('body', 'statement')).toEqual([{ body: '{"event":{}}', statement: null }]);
      await db('xapi_events').insert({ user_id: userId, attempt_guid: 'g', body: '{}', statement: '{"verb":{}}', created_at: new Date() });
      expect(await db('xapi_events').whereNotNull('statement').count({ n: '*' })).toEqual([{ n: dialect === 'postgres' ? '1' : 1 }]);

      await xapiStatements.down(db);
      expect(await db.schema.hasColumn('xapi_events', 'statement')).toBe(false);
      expect(await db('xapi_events').count({ n: '*' })).toEqual([{ n: dialect === 'postgres' ? '2' : 2 }]);
      // The table is still cleared with its user.
      await db('users').where({ id: userId }).delete();
      expect(await db('xapi_events').count({ n: '*' })).toEqual([{ n: dialect === 'postgres' ? '0' : 0 }]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
