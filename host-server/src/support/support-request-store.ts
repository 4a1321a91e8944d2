import type { Knex } from 'knex';
import { isoDate } from '../delivery-api/request-values.js';

/** One request for help, as the support list shows it. */
export interface SupportRequest {
  readonly requestId: number;
  /** Null once the sender's account is gone (a guest who signed out). */
  readonly userId: number | null;
  readonly email: string;
  readonly message: string;
  /** The address of the page the learner asked from. */
  readonly location: string;
  readonly createdAt: string | null;
}

interface SupportRequestRow {
  id: number;
  user_id: number | null;
  email: string;
  message: string;
  location: string;
  created_at: unknown;
}

/** Stores Tech Support requests and lists them for the people who answer them. */
export class SupportRequestStore {
  constructor(private readonly db: Knex) {}

  async add(fields: { userId: number; email: string; message: string; location: string }, now: Date): Promise<number> {
    const [row] = await this.db('support_requests')
      .insert({ user_id: fields.userId, email: fields.email, message: fields.message, location: fields.location, created_at: now })
      .returning('id');
    return Number((row as { id: number }).id);
  }

  /** Newest first; `before` continues a list from the request with that id. */
  async list(options: { before?: number; limit: number }): Promise<SupportRequest[]> {
    const query = this.db('support_requests').orderBy('id', 'desc').limit(options.limit).select('id', 'user_id', 'email', 'message', 'location', 'created_at');
    if (options.before !== undefined) query.where('id', '<', options.before);
    const rows = (await query) as SupportRequestRow[];
    return rows.map((row) => ({
      requestId: Number(row.id),
      userId: row.user_id === null ? null : Number(row.user_id),
      email: row.email,
      message: row.message,
      location: row.location,
      createdAt: isoDate(row.created_at),
    }));
  }
}
