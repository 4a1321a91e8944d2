import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseLocation } from '../db/create-database.js';
import { runMigrations } from '../db/run-migrations.js';
import { createTestDatabase, testDialects } from '../testing/test-database.js';
import { ActivityRegistrations } from './activity-registrations.js';

const now = new Date('2030-01-01T09:00:00Z');

describe.each(testDialects())('activity registrations on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let location: DatabaseLocation;
  const opened: Knex[] = [];
  /** A fresh connection to the same database, as a restarted server would open. */
  const open = () => {
    const db = createDatabase(location);
    opened.push(db);
    return db;
  };

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    location = database.location;
    await runMigrations(open());
  });
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
    await database.drop();
  });

  it('gives each loaded type an id, in slug order, and the same ids after a restart', async () => {
    const first = await ActivityRegistrations.register(open(), ['oli_ordering', 'oli_multiple_choice'], now);
    const choice = first.idOf('oli_multiple_choice');
    const ordering = first.idOf('oli_ordering');
    expect(choice).toEqual(expect.any(Number));
    expect(ordering).toBeGreaterThan(choice!);
    expect(first.slugOf(choice!)).toBe('oli_multiple_choice');

    const restarted = await ActivityRegistrations.register(open(), ['oli_multiple_choice', 'oli_ordering'], now);
    expect(restarted.idOf('oli_multiple_choice')).toBe(choice);
    expect(restarted.idOf('oli_ordering')).toBe(ordering);
    expect(Number((await open()('activity_registrations').count({ n: '*' }).first())?.n)).toBe(2);
  });

  it('gives a newly loaded type a new id and leaves the others alone', async () => {
    const before = await ActivityRegistrations.register(open(), ['oli_multiple_choice'], now);
    const after = await ActivityRegistrations.register(open(), ['oli_multiple_choice', 'a_new_type'], now);
    expect(after.idOf('oli_multiple_choice')).toBe(before.idOf('oli_multiple_choice'));
    expect(after.idOf('a_new_type')).toEqual(expect.any(Number));
    expect(after.idOf('a_new_type')).not.toBe(after.idOf('oli_multiple_choice'));
    expect(before.idOf('a_new_type')).toBeUndefined();
  });

  it('keeps the id of a type whose plugin was removed, also when it comes back', async () => {
    const before = await ActivityRegistrations.register(open(), ['oli_multiple_choice', 'oli_ordering'], now);
    const without = await ActivityRegistrations.register(open(), ['oli_multiple_choice'], now);
    expect(without.idOf('oli_ordering')).toBe(before.idOf('oli_ordering'));
    expect(without.slugOf(before.idOf('oli_ordering')!)).toBe('oli_ordering');
    const back = await ActivityRegistrations.register(open(), ['oli_multiple_choice', 'oli_ordering'], now);
    expect(back.idOf('oli_ordering')).toBe(before.idOf('oli_ordering'));
  });

  it('agrees on one id when two servers register the same new type at once', async () => {
    const [one, other] = await Promise.all([
      ActivityRegistrations.register(open(), ['oli_multiple_choice', 'oli_short_answer'], now),
      ActivityRegistrations.register(open(), ['oli_short_answer', 'oli_multiple_choice'], now),
    ]);
    expect(one.idOf('oli_short_answer')).toBe(other.idOf('oli_short_answer'));
    expect(one.idOf('oli_multiple_choice')).toBe(other.idOf('oli_multiple_choice'));
  });
});
