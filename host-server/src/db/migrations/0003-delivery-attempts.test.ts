import { describe, expect, it } from 'vitest';
import { createDatabase } from '../create-database.js';
import { testDialects, createTestDatabase } from '../../testing/test-database.js';
import { coreTables } from './0001-core-tables.js';
import { deliveryAttempts } from './0003-delivery-attempts.js';

describe.each(testDialects())('migration 0003-delivery-attempts on %s', (dialect) => {
  it('adds the attempt state with its default, and comes back out cleanly', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      await coreTables.up(db);
      await deliveryAttempts.up(db);
      expect(await db.schema.hasColumn('resource_attempts', 'state')).toBe(true);
      await deliveryAttempts.down(db);
      expect(await db.schema.hasColumn('resource_attempts', 'state')).toBe(false);
      await deliveryAttempts.up(db);
      expect(await db.schema.hasColumn('resource_attempts', 'state')).toBe(true);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
