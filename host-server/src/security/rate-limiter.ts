import type { Knex } from 'knex';
import type { Clock } from '@quire/core';
import { HttpError } from '../http/http-error.js';

/** At most `max` events per key in each window of `windowMs`. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** Where a key stands in its current window. */
export interface RateLimitState {
  /** Events counted in the current window, this one included when it was counted. */
  readonly count: number;
  /** Whether the count is within the limit. */
  readonly allowed: boolean;
  /** How long until the window ends and the count starts again. */
  readonly retryAfterMs: number;
}

// One statement counts the event and starts a new window when the old one has run out:
// in SET, both columns read the row as it was, on SQLite and PostgreSQL alike.
const HIT_SQL =
  'insert into rate_limits (key, window_start, count) values (?, ?, 1) on conflict (key) do update set ' +
  'count = case when rate_limits.window_start <= ? then 1 else rate_limits.count + 1 end, ' +
  'window_start = case when rate_limits.window_start <= ? then excluded.window_start else rate_limits.window_start end ' +
  'returning count, window_start';

/**
 * Fixed-window rate limits kept in the database (table `rate_limits`), so that every server
 * process counts the same events. A key names what is limited and for whom, such as
 * `login-failure:address:203.0.113.7`.
 */
export class RateLimiter {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  /** Counts one event for the key and answers whether it is within the limit. */
  async hit(key: string, limit: RateLimit): Promise<RateLimitState> {
    const now = this.clock.now().getTime();
    const expired = now - limit.windowMs;
    const result = await this.db.raw(HIT_SQL, [key, now, expired, expired]);
    // better-sqlite3 answers the rows; pg answers { rows }.
    const [row] = (Array.isArray(result) ? result : result.rows) as { count: number | string; window_start: number | string }[];
    return this.state(Number(row.count), Number(row.window_start), now, limit);
  }

  /** Where the key stands, without counting an event (a sign-in checks before it tries). */
  async peek(key: string, limit: RateLimit): Promise<RateLimitState> {
    const now = this.clock.now().getTime();
    const row = (await this.db('rate_limits').where({ key }).first('count', 'window_start')) as { count: number | string; window_start: number | string } | undefined;
    if (!row || Number(row.window_start) <= now - limit.windowMs) return { count: 0, allowed: true, retryAfterMs: 0 };
    return this.state(Number(row.count), Number(row.window_start), now, limit);
  }

  /** Forgets the key's count (a successful sign-in clears its failures). */
  async clear(key: string): Promise<void> {
    await this.db('rate_limits').where({ key }).delete();
  }

  /** Removes counters whose window ended before `olderThanMs` ago; run now and then. */
  async sweep(olderThanMs: number): Promise<number> {
    return this.db('rate_limits').where('window_start', '<', this.clock.now().getTime() - olderThanMs).delete();
  }

  private state(count: number, windowStart: number, now: number, limit: RateLimit): RateLimitState {
    return { count, allowed: count <= limit.max, retryAfterMs: Math.max(0, windowStart + limit.windowMs - now) };
  }
}

/** A 429 with a Retry-After of whole seconds, and the message saying when to try again. */
export function tooManyRequests(retryAfterMs: number, what = 'Too many requests'): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  // Long waits in minutes: 'try again in 15 minutes' reads better than 900 seconds.
  const wait = seconds < 120 ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}` : `${Math.ceil(seconds / 60)} minutes`;
  const error = new HttpError(429, `${what}: try again in ${wait}`);
  return Object.assign(error, { retryAfterSeconds: seconds });
}
