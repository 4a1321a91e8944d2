import { createHash } from 'node:crypto';
import { tooManyRequests, type RateLimit, type RateLimiter } from '../security/rate-limiter.js';

const MINUTE = 60_000;

/**
 * Failed sign-ins allowed for one email, whether or not an account has it (so a refusal
 * tells nothing of which emails have accounts): 5 in 15 minutes, then 10 in the hour, so
 * the wait grows from what is left of the 15 minutes to what is left of the hour.
 */
export const ACCOUNT_SIGN_IN_LIMITS: readonly RateLimit[] = [
  { max: 5, windowMs: 15 * MINUTE },
  { max: 10, windowMs: 60 * MINUTE },
];

/**
 * Failed sign-ins allowed from one client address, over all emails. A classroom behind one
 * address shares it, hence a count well above one person's mistakes.
 */
export const ADDRESS_SIGN_IN_LIMIT: RateLimit = { max: 50, windowMs: 15 * MINUTE };

/** New accounts from one client address: room for a class registering together. */
export const REGISTRATION_LIMIT: RateLimit = { max: 30, windowMs: 60 * MINUTE };

/** Guest sessions started from one client address. */
export const GUEST_LIMIT: RateLimit = { max: 30, windowMs: 10 * MINUTE };

/** A sign-in under way: which counters it is on. */
export interface SignInAttempt {
  readonly accountKeys: readonly string[];
  readonly addressKey: string;
}

/** Emails are kept in the counters' keys only as a digest. */
const emailDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

/**
 * The rate limits on signing in, registering and starting a guest session (keys in the
 * shared `rate_limits` table). A sign-in is counted against its email before the password
 * is checked, so that sign-ins sent all at once cannot slip past the count; a success
 * clears its email's counts.
 */
export class SignInThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts a sign-in attempt for the email from the address, or throws a 429 when either has failed too often. */
  async begin(address: string, email: string): Promise<SignInAttempt> {
    const digest = emailDigest(email);
    const attempt: SignInAttempt = {
      accountKeys: ACCOUNT_SIGN_IN_LIMITS.map((limit) => `sign-in-failures:email:${digest}:${limit.windowMs}`),
      addressKey: `sign-in-failures:address:${address}`,
    };
    const fromAddress = await this.limiter.peek(attempt.addressKey, ADDRESS_SIGN_IN_LIMIT);
    if (fromAddress.count >= ADDRESS_SIGN_IN_LIMIT.max) throw tooManyRequests(fromAddress.retryAfterMs, 'Too many failed sign-ins from your network');
    // A refused attempt is not counted: only the attempts that reach the password are.
    // When both counts are full, the wait is the longer one.
    let wait = 0;
    for (const [i, limit] of ACCOUNT_SIGN_IN_LIMITS.entries()) {
      const state = await this.limiter.peek(attempt.accountKeys[i], limit);
      if (state.count >= limit.max) wait = Math.max(wait, state.retryAfterMs);
    }
    if (wait > 0) throw accountLocked(wait);
    for (const [i, limit] of ACCOUNT_SIGN_IN_LIMITS.entries()) {
      const state = await this.limiter.hit(attempt.accountKeys[i], limit);
      if (!state.allowed) throw accountLocked(state.retryAfterMs);
    }
    return attempt;
  }

  /** The password was wrong (or the email unknown): the address's count goes up too. */
  async failed(attempt: SignInAttempt): Promise<void> {
    await this.limiter.hit(attempt.addressKey, ADDRESS_SIGN_IN_LIMIT);
  }

  /** The password was right: the email's failures are forgotten. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    for (const key of attempt.accountKeys) await this.limiter.clear(key);
  }

  /** Counts a registration from the address, or throws a 429. */
  async register(address: string): Promise<void> {
    const state = await this.limiter.hit(`registrations:address:${address}`, REGISTRATION_LIMIT);
    if (!state.allowed) throw tooManyRequests(state.retryAfterMs, 'Too many new accounts from your network');
  }

  /** Counts a guest session from the address, or throws a 429. */
  async guest(address: string): Promise<void> {
    const state = await this.limiter.hit(`guests:address:${address}`, GUEST_LIMIT);
    if (!state.allowed) throw tooManyRequests(state.retryAfterMs, 'Too many guest sessions from your network');
  }
}

function accountLocked(retryAfterMs: number) {
  return tooManyRequests(retryAfterMs, 'Too many failed sign-ins for this email');
}
