import type { Knex } from 'knex';

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
}
