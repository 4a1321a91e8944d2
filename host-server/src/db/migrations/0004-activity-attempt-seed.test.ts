import { describe, expect, it } from 'vitest';
import { createDatabase } from '../create-database.js';
import { testDialects, createTestDatabase } from '../../testing/test-database.js';
import { coreTables } from './0001-core-tables.js';
import { deliveryAttempts } from './0003-delivery-attempts.js';
import { activityAttemptSeed } from './0004-activity-attempt-seed.js';

describe.each(testDialects())('migration 0004-activity-attempt-seed on %s', (dialect) => {
  it('adds the seed column, and comes back out cleanly', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      await coreTables.up(db);
      await deliveryAttempts.up(db);
      await activityAttemptSeed.up(db);
      expect(await db.schema.hasColumn('activity_attempts', 'seed')).toBe(true);
      await activityAttemptSeed.down(db);
      expect(await db.schema.hasColumn('activity_attempts', 'seed')).toBe(false);
      expect(await db.schema.hasColumn('activity_attempts', 'model')).toBe(true);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
