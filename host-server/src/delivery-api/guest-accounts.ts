import type { Knex } from 'knex';

/**
 * Guests' progress is not saved (delivery §1): a guest's account lives as long as its
 * session. Deleting the user row takes, by cascade, its sessions, enrolments, learner
 * state, attempts and xAPI events; its blobs (owned by `user:<id>`, no foreign key) are
 * deleted alongside. Does nothing for a user who is not a guest. Returns whether a guest
 * was removed.
 */
export async function deleteGuestAccount(db: Knex, userId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const removed = await trx('users').where({ id: userId, is_guest: true }).delete();
    if (removed === 0) return false;
    await trx('blobs').where({ owner: `user:${userId}` }).delete();
    return true;
  });
}

/** How old a guest account must be before a sweep may take it: covers the gap between creating it and its session. */
const SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes every guest with no live session left (their sessions expired without them
 * coming back to be found expired). For a periodic sweep; returns how many went.
 */
export async function deleteExpiredGuests(db: Knex, now: Date): Promise<number> {
  const rows = await db('users')
    .where({ is_guest: true })
    .where('created_at', '<', new Date(now.getTime() - SWEEP_GRACE_MS))
    .whereNotExists(db('sessions').whereRaw('sessions.user_id = users.id').where('expires_at', '>', now).select(db.raw('1')))
    .select('id');
  let count = 0;
  for (const row of rows) if (await deleteGuestAccount(db, Number(row.id))) count++;
  return count;
}
