import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createDatabase } from '../db/create-database.js';
import { runMigrations } from '../db/run-migrations.js';
import { createTestDatabase, testDialects } from '../testing/test-database.js';
import { RateLimiter, tooManyRequests } from './rate-limiter.js';

describe.each(testDialects())('RateLimiter on %s', (dialect) => {
  let db: Knex;
  let drop: () => Promise<void>;
  let now = 1_800_000_000_000;
  const clock = { now: () => new Date(now) };
  beforeAll(async () => {
    const database = await createTestDatabase(dialect);
    drop = database.drop;
    db = createDatabase(database.location);
    await runMigrations(db);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  const limit = { max: 3, windowMs: 60_000 };

  it('allows the first events of a window, refuses the rest, and starts again with the next window', async () => {
    const limiter = new RateLimiter(db, clock);
    const counts = [];
    for (let i = 0; i < 5; i++) counts.push(await limiter.hit('login:a', limit));
    expect(counts.map((state) => [state.count, state.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
    ]);
    expect(counts[4].retryAfterMs).toBe(60_000);
    now += 45_000;
    expect(await limiter.peek('login:a', limit)).toEqual({ count: 5, allowed: false, retryAfterMs: 15_000 });
    // Another key counts on its own.
    expect((await limiter.hit('login:b', limit)).count).toBe(1);
    now += 15_000;
    expect(await limiter.peek('login:a', limit)).toEqual({ count: 0, allowed: true, retryAfterMs: 0 });
    expect(await limiter.hit('login:a', limit)).toEqual({ count: 1, allowed: true, retryAfterMs: 60_000 });
  });

  it('counts events that arrive at once without losing any', async () => {
    const limiter = new RateLimiter(db, clock);
    const states = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('burst', { max: 10, windowMs: 60_000 })));
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(states.filter((state) => state.allowed)).toHaveLength(10);
  });

  it('forgets a cleared key, and sweeps counters whose windows ended long ago', async () => {
    const limiter = new RateLimiter(db, clock);
    await limiter.hit('clear-me', limit);
    await limiter.clear('clear-me');
    expect((await limiter.peek('clear-me', limit)).count).toBe(0);
    await limiter.hit('old', limit);
    now += 2 * 3_600_000;
    await limiter.hit('recent', limit);
    expect(await limiter.sweep(3_600_000)).toBeGreaterThanOrEqual(1);
    expect(await db('rate_limits').where({ key: 'old' }).first()).toBeUndefined();
    expect(await db('rate_limits').where({ key: 'recent' }).first()).toBeDefined();
  });
});

describe('tooManyRequests', () => {
  it('says when to try again, in whole seconds, or minutes for a long wait', () => {
    expect(tooManyRequests(1_200)).toMatchObject({ status: 429, message: 'Too many requests: try again in 2 seconds', retryAfterSeconds: 2 });
    expect(tooManyRequests(0, 'Too many sign-in attempts')).toMatchObject({ message: 'Too many sign-in attempts: try again in 1 second', retryAfterSeconds: 1 });
    expect(tooManyRequests(14 * 60_000 + 1)).toMatchObject({ message: 'Too many requests: try again in 15 minutes', retryAfterSeconds: 841 });
  });
});
