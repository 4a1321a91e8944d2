import { hash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { firstHot } from '../db/prepared-sqlite.js';
import { toPublicUser, type PublicUser, type UserRow } from './user-store.js';
import { deleteGuestAccount } from '../delivery-api/guest-accounts.js';

const SESSION_USER_SQL =
  'select s.user_id, s.csrf_token, s.expires_at, u.id, u.email, u.name, u.role, u.is_guest, u.independent_learner, u.independent_instructor ' +
  'from sessions s join users u on u.id = s.user_id where s.token_hash = ?';

type SessionUserRow = UserRow & { user_id: number; csrf_token: string; expires_at: string | number | Date };

/** How long a sign-in lasts. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface SessionRecord {
  readonly userId: number;
  readonly csrfToken: string;
  readonly expiresAt: Date;
}

// The one-shot hash: a fifth of the cost of a Hash object, on every request.
const hashToken = (token: string) => hash('sha256', token, 'hex');

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
    const row = await firstHot<SessionUserRow>(this.db, SESSION_USER_SQL, [hashToken(token)]);
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

  /** Ends every session of the user but this one: after a password change, other browsers sign in again. */
  async deleteOthers(userId: number, keepToken: string): Promise<void> {
    await this.db('sessions').where({ user_id: userId }).whereNot({ token_hash: hashToken(keepToken) }).delete();
  }
}
