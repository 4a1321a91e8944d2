/**
 * Exclusive edit locks (spec authoring §4 "Activity bank editing", §7): one row per
 * resource in `locks`, with an expiry, so any server process sees the same locks and a
 * crashed editor never holds a resource for longer than LOCK_EXPIRY_MS without a save.
 * docs/decisions/0007-locks.md explains the rules.
 */
import Router from '@koa/router';
import type { Knex } from 'knex';
import { saveFailureMessage, type LockResult } from '@quire/core';
import { firstHot, hotDialect, runHot, type HotDb } from '../db/prepared-sqlite.js';
import { locked } from '../http/http-error.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { ACQUISITION_GUARD, liveLocks, lockCovers, otherHolder, outsideCover } from './covering-lock.js';
import { parseIdParam, queryFlag } from './request.js';
import { currentRevision, findResource } from './revision-store.js';

/** How long a lock lives without a save: 10 minutes. Each save renews it for as long again. */
export const LOCK_EXPIRY_MS = 10 * 60 * 1000;

/** Who holds a live lock. */
export interface LockHolder {
  readonly userId: number;
  readonly name: string;
  readonly email: string | null;
}

export type AcquireResult = { readonly acquired: true; readonly expiresAt: Date } | { readonly acquired: false; readonly holder: LockHolder };

/**
 * Takes the lock on a resource for a user, in one statement: insert the row, or, when a row
 * exists, overwrite it only if it is the same user's (a renewal) or has expired (a
 * takeover). On PostgreSQL the conflicting row is locked and the condition re-checked
 * against its latest version, so of any number of processes racing for one lock exactly
 * one wins; SQLite has a single writer.
 */
export async function acquireLock(db: HotDb, resourceId: number, userId: number, now: Date): Promise<AcquireResult> {
  const expiresAt = new Date(now.getTime() + LOCK_EXPIRY_MS);
  // Between a refused upsert and reading the holder, the holder may release: try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const won =
      hotDialect(db) === 'postgres'
        ? await firstHot<{ user_id: number }>(db, GUARDED_ACQUIRE_SQL, [ACQUISITION_GUARD, resourceId, resourceId, userId, now, expiresAt, now, userId])
        : await firstHot<{ user_id: number }>(db, ACQUIRE_SQL, [resourceId, userId, now, expiresAt, now, userId]);
    if (won) return { acquired: true, expiresAt };
    const holder = await liveLockHolder(db, resourceId, now);
    if (holder) return { acquired: false, holder };
  }
  throw locked('The lock is changing hands; try again');
}

const ACQUIRE_CONFLICT =
  'on conflict (resource_id) do update set user_id = excluded.user_id, acquired_at = excluded.acquired_at, expires_at = excluded.expires_at ' +
  'where locks.expires_at <= ? or locks.user_id = ? returning user_id';
const ACQUIRE_SQL = `insert into locks (resource_id, user_id, acquired_at, expires_at) values (?, ?, ?, ?) ${ACQUIRE_CONFLICT}`;
/**
 * On PostgreSQL the statement first takes the resource's acquisition guard, so it waits for
 * any change under way that checked this lock as a covering one (covering-lock.ts).
 */
const GUARDED_ACQUIRE_SQL =
  'with guard as (select pg_advisory_xact_lock(?::integer, ?::integer)) ' +
  'insert into locks (resource_id, user_id, acquired_at, expires_at) select ?::integer, ?::integer, ?::timestamptz, ?::timestamptz from guard ' +
  ACQUIRE_CONFLICT;

/** The holder of the live lock on a resource, if any. */
export async function liveLockHolder(db: HotDb, resourceId: number, now: Date): Promise<LockHolder | undefined> {
  return firstHot<LockHolder>(
    db,
    'select users.id as "userId", users.name as name, users.email as email from locks join users on users.id = locks.user_id ' +
      'where locks.resource_id = ? and locks.expires_at > ?',
    [resourceId, now],
  );
}

/**
 * Renews the caller's live lock for a save, inside the save's transaction; 423 when the
 * caller holds no live lock: never held, released, expired, or taken over by someone else.
 * An expired lock is never re-acquired here, so a save cannot overwrite what another
 * author wrote after taking the lock over.
 */
export async function renewLock(trx: HotDb, resourceId: number, userId: number, now: Date): Promise<void> {
  const renewed = await runHot(trx, 'update locks set expires_at = ? where resource_id = ? and user_id = ? and expires_at > ?', [
    new Date(now.getTime() + LOCK_EXPIRY_MS),
    resourceId,
    userId,
    now,
  ]);
  if (renewed === 0) throw locked(saveFailureMessage(423));
}

/** Drops the caller's lock on a resource (nothing happens when someone else holds it). */
export async function releaseLock(db: HotDb, resourceId: number, userId: number): Promise<void> {
  await runHot(db, 'delete from locks where resource_id = ? and user_id = ?', [resourceId, userId]);
}

/**
 * Refuses with 423 to change (delete, rename) resources another user is editing under a
 * live lock; the caller's own lock, or an expired one, does not stand in the way.
 */
export async function assertNotLockedByOthers(db: Knex | Knex.Transaction, resourceIds: readonly number[], userId: number, now: Date): Promise<void> {
  if (resourceIds.length === 0) return;
  const row = (await db('locks')
    .join('users', 'users.id', 'locks.user_id')
    .whereIn('locks.resource_id', resourceIds as number[])
    .andWhere('locks.user_id', '<>', userId)
    .andWhere('locks.expires_at', '>', now)
    .first('users.name as name', 'locks.resource_id as resourceId')) as { name: string; resourceId: number } | undefined;
  if (row) throw locked(`${row.name} is editing resource ${row.resourceId}; try again when they are done`);
}

/** `POST` and `DELETE /api/v1/project/{slug}/lock/{resourceId}`. */
export function lockRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/project/:slug/lock' });

  router.post('/:resourceId', async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const resourceId = parseIdParam(ctx.params.resourceId);
    const fetchRevision = queryFlag(ctx, 'fetch_revision');
    const resource = await findResource(services.db, project.id, resourceId, ['page', 'activity']);
    const now = services.clock.now();
    // A lock of its own would let an embedded activity be changed behind its page's lock.
    const [cover] = (await lockCovers(services.db, project.id, [resource])).values();
    if (!cover.own) {
      const holder = otherHolder(resource.id, cover, await liveLocks(services.db, [resource.id, ...cover.lockIds], now), user.id);
      if (!holder) throw outsideCover(resource.id, cover);
      ctx.body = { type: 'not_acquired', user: holder.name, holder: { name: holder.name, email: holder.email }, lockResourceId: holder.resourceId };
      return;
    }
    const result = await acquireLock(services.db, resource.id, user.id, now);
    let body: LockResult & Record<string, unknown>;
    if (!result.acquired) {
      body = { type: 'not_acquired', user: result.holder.name, holder: { name: result.holder.name, email: result.holder.email } };
    } else {
      body = { type: 'acquired', expiresAt: result.expiresAt.toISOString() };
      if (fetchRevision) {
        const revision = await currentRevision(services.db, resource);
        body.revision = {
          resourceId: resource.id,
          slug: revision.slug,
          number: revision.number,
          title: revision.title,
          content: revision.content,
          objectives: revision.objectives,
          tags: revision.tags,
        };
      }
    }
    ctx.body = body;
  });

  router.delete('/:resourceId', async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const resourceId = parseIdParam(ctx.params.resourceId);
    const resource = await findResource(services.db, project.id, resourceId, ['page', 'activity']);
    await releaseLock(services.db, resource.id, user.id);
    ctx.body = { result: 'success' };
  });

  return router;
}
