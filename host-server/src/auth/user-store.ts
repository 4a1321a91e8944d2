import type { Knex } from 'knex';
import { firstHot } from '../db/prepared-sqlite.js';

/** The roles of the specification (delivery §1). */
export const USER_ROLES = ['open_and_free', 'administrator', 'instructor', 'student', 'system_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A user as the API shows it: never the password hash. */
export interface PublicUser {
  readonly id: number;
  readonly email: string | null;
  readonly name: string;
  readonly role: UserRole;
  readonly isGuest: boolean;
  readonly isIndependentLearner: boolean;
  readonly isIndependentInstructor: boolean;
  /**
   * What the account menu shows (delivery §3, User (menu)): present in the answers of
   * `/auth/me`, login, registration and guest sign-in (`UserStore.withAccount`), not on the
   * user the session lookup gives every request.
   */
  readonly linkedAuthorAccount?: LinkedAuthorAccount | null;
  readonly selectedTimezone?: string | null;
}

/**
 * In Quire a learner's account is also its author account: it counts as linked once it is a
 * member of at least one project.
 */
export interface LinkedAuthorAccount {
  readonly email: string;
}

/** A user with the account menu's fields loaded. */
export type AccountUser = PublicUser & {
  readonly linkedAuthorAccount: LinkedAuthorAccount | null;
  readonly selectedTimezone: string | null;
};

/** The account fields of a user who has just been created: no project, no timezone. */
export function newAccountUser(user: PublicUser): AccountUser {
  return { ...user, linkedAuthorAccount: null, selectedTimezone: null };
}

export interface UserRow {
  id: number;
  email: string | null;
  name: string;
  password_hash?: string | null;
  role: UserRole;
  is_guest: boolean | number;
  independent_learner: boolean | number;
  independent_instructor: boolean | number;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isGuest: Boolean(row.is_guest),
    isIndependentLearner: Boolean(row.independent_learner),
    isIndependentInstructor: Boolean(row.independent_instructor),
  };
}

/** Accounts: people who sign in with an email and a password, and guests. */
export class UserStore {
  constructor(private readonly db: Knex) {}

  async create(fields: { email: string | null; name: string; passwordHash: string | null; role?: UserRole; isGuest?: boolean }, now: Date): Promise<PublicUser> {
    const [row] = await this.db('users')
      .insert({
        email: fields.email?.toLowerCase() ?? null,
        name: fields.name,
        password_hash: fields.passwordHash,
        role: fields.role ?? 'open_and_free',
        is_guest: fields.isGuest ?? false,
        created_at: now,
      })
      .returning('*');
    return toPublicUser(row as UserRow);
  }

  async byEmail(email: string): Promise<(PublicUser & { passwordHash: string | null }) | undefined> {
    const row = (await this.db('users').where({ email: email.toLowerCase() }).first()) as UserRow | undefined;
    return row ? { ...toPublicUser(row), passwordHash: row.password_hash ?? null } : undefined;
  }

  async byId(id: number): Promise<PublicUser | undefined> {
    const row = (await this.db('users').where({ id }).first()) as UserRow | undefined;
    return row ? toPublicUser(row) : undefined;
  }

  /** The user with its linked author account and chosen timezone, in one query. */
  async withAccount(user: PublicUser): Promise<AccountUser> {
    const row = await firstHot<{ timezone: string | null; linked: boolean | number }>(
      this.db,
      'select users.timezone, exists (select 1 from project_members where project_members.user_id = users.id) as linked from users where users.id = ?',
      [user.id],
    );
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    const linked = Boolean(row && Number(row.linked));
    return {
      ...user,
      linkedAuthorAccount: linked && user.email ? { email: user.email } : null,
      selectedTimezone: row?.timezone ?? null,
    };
  }

  /** The stored password hash, for checking the current password before an account change. */
  async passwordHash(id: number): Promise<string | null> {
    const row = (await this.db('users').where({ id }).first('password_hash')) as { password_hash: string | null } | undefined;
    return row?.password_hash ?? null;
  }

  /** Changes the account's own fields; the email is kept in lower case, as at registration. */
  async updateAccount(id: number, fields: { name?: string; email?: string; passwordHash?: string }): Promise<void> {
    const changes: Record<string, string> = {};
    if (fields.name !== undefined) changes.name = fields.name;
    if (fields.email !== undefined) changes.email = fields.email.toLowerCase();
    if (fields.passwordHash !== undefined) changes.password_hash = fields.passwordHash;
    if (Object.keys(changes).length > 0) await this.db('users').where({ id }).update(changes);
  }

  /** Stores the user's timezone; `null` means the browser's own. */
  async setTimezone(id: number, timezone: string | null): Promise<void> {
    await this.db('users').where({ id }).update({ timezone });
  }
}
