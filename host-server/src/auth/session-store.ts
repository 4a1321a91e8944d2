import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { toPublicUser, type PublicUser } from './user-store.js';
import { deleteGuestAccount } from '../delivery-api/guest-accounts.js';

/** How long a sign-in lasts. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface SessionRecord {
  readonly userId: number;
  readonly csrfToken: string;
  readonly expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Cookie sessions kept in the database, so any server process can serve any request. */
export class SessionStore {
  constructor(private readonly db: Knex) {}

  /** Starts a session; returns the cookie token (only its hash is stored) and the CSRF token. */
  async create(userId: number, now: Date): Promise<{ token: string; csrfToken: string }> {
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    await this.db('sessions').insert({
      token_hash: hashToken(token),
      user_id: userId,
      csrf_token: csrfToken,
      created_at: now,
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    return { token, csrfToken };
  }

  /**
   * The live session of a cookie token together with its user, in one query: every
   * request pays for this lookup.
   */
  async find(token: string, now: Date): Promise<(SessionRecord & { user: PublicUser }) | undefined> {
    const row = await this.db('sessions')
      .join('users', 'users.id', 'sessions.user_id')
      .where('sessions.token_hash', hashToken(token))
      .first(
        'sessions.user_id',
        'sessions.csrf_token',
        'sessions.expires_at',
        'users.id',
        'users.email',
        'users.name',
        'users.role',
        'users.is_guest',
        'users.independent_learner',
        'users.independent_instructor',
      );
    if (!row) return undefined;
    const expiresAt = new Date(row.expires_at);
    if (expiresAt.getTime() <= now.getTime()) {
      await this.delete(token);
      // A guest whose session ran out is gone with it (delivery §1: progress not saved).
      await deleteGuestAccount(this.db, row.user_id);
      return undefined;
    }
    return { userId: row.user_id, csrfToken: row.csrf_token, expiresAt, user: toPublicUser(row) };
  }

  async delete(token: string): Promise<void> {
    await this.db('sessions').where({ token_hash: hashToken(token) }).delete();
  }
}
