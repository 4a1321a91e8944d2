/**
 * Which lock covers a change to a resource (decision 0007). A page, a banked activity, and
 * an embedded activity no page holds lock themselves. An embedded activity is part of the
 * pages whose current content references it (`page_activities`), or, until one does, of
 * the page it was created in (`resources.home_page_id`): only the holder of one of those
 * pages' locks may change or delete it, and only while nobody else holds a live lock on any
 * of them or on the activity itself. So an author holding a page never has its activities
 * changed behind their back, whichever lock another author names.
 */
import { allHot, hotDialect, type HotDb } from '../db/prepared-sqlite.js';
import { locked, type HttpError } from '../http/http-error.js';
import { jsonIdList } from './json-id-list.js';
import type { ResourceRow } from './revision-store.js';

type CoveredResource = Pick<ResourceRow, 'id' | 'kind' | 'scope'>;

/**
 * The class of PostgreSQL advisory locks that guard lock acquisition: `acquireLock` takes
 * (ACQUISITION_GUARD, resource id) exclusively for its one statement, and a change under
 * a page's lock takes it shared for the other pages that cover the activity, until it
 * commits. So a lock on a covering page taken in the same instant either is seen by the
 * change (and refuses it) or is granted after the change is committed, and its holder
 * reads the activity as changed.
 */
export const ACQUISITION_GUARD = 7007;

/** The locks that cover changes to one resource. */
export interface LockCover {
  /** The resource itself when it locks itself; otherwise the pages that embed it, lowest id first. */
  readonly lockIds: readonly number[];
  readonly own: boolean;
}

/** A live lock: on which resource, and who holds it. */
export interface LiveLock {
  readonly resourceId: number;
  readonly userId: number;
  readonly name: string;
  readonly email: string | null;
}

/** How a caller changes resources: who, when, and under which lock (`?lock=`), if they named one. */
export interface ChangeCheck {
  readonly userId: number;
  readonly now: Date;
  readonly named?: number;
}

const isEmbedded = (resource: CoveredResource) => resource.kind === 'activity' && resource.scope === 'embedded';

/** The lock cover of each resource, by id: two indexed queries at most, however many resources. */
export async function lockCovers(db: HotDb, projectId: number, resources: readonly CoveredResource[]): Promise<Map<number, LockCover>> {
  const pages = new Map<number, number[]>();
  const embedded = resources.filter(isEmbedded).map((resource) => resource.id);
  if (embedded.length > 0) {
    const embedding = await allHot<{ activityId: number | string; pageId: number | string }>(
      db,
      'select pa.activity_id as "activityId", pa.page_id as "pageId" from page_activities pa join resources p on p.id = pa.page_id ' +
        `where pa.activity_id in (select id from ${jsonIdList(db)} as ids) and p.project_id = ? and p.kind = 'page' and p.deleted_at is null ` +
        'order by pa.page_id',
      [JSON.stringify(embedded), projectId],
    );
    for (const row of embedding) pagesOf(pages, Number(row.activityId)).push(Number(row.pageId));
    const homeless = embedded.filter((id) => !pages.has(id));
    if (homeless.length > 0) {
      const homes = await allHot<{ activityId: number | string; pageId: number | string }>(
        db,
        'select a.id as "activityId", p.id as "pageId" from resources a join resources p on p.id = a.home_page_id ' +
          `where a.id in (select id from ${jsonIdList(db)} as ids) and p.project_id = a.project_id and p.kind = 'page' and p.deleted_at is null`,
        [JSON.stringify(homeless)],
      );
      for (const row of homes) pagesOf(pages, Number(row.activityId)).push(Number(row.pageId));
    }
  }
  return new Map(
    resources.map((resource) => {
      const embeddedIn = pages.get(resource.id);
      return [resource.id, embeddedIn ? { lockIds: embeddedIn, own: false } : { lockIds: [resource.id], own: true }];
    }),
  );
}

function pagesOf(pages: Map<number, number[]>, activityId: number): number[] {
  let list = pages.get(activityId);
  if (!list) pages.set(activityId, (list = []));
  return list;
}

/** The live locks on some resources, by resource id. */
export async function liveLocks(db: HotDb, resourceIds: readonly number[], now: Date): Promise<Map<number, LiveLock>> {
  if (resourceIds.length === 0) return new Map();
  const rows = await allHot<LiveLock>(
    db,
    'select locks.resource_id as "resourceId", users.id as "userId", users.name as name, users.email as email ' +
      `from locks join users on users.id = locks.user_id where locks.resource_id in (select id from ${jsonIdList(db)} as ids) and locks.expires_at > ?`,
    [JSON.stringify([...new Set(resourceIds)]), now],
  );
  return new Map(rows.map((row) => [Number(row.resourceId), { ...row, resourceId: Number(row.resourceId), userId: Number(row.userId) }]));
}

/** Another user's live lock among those that stand in the way of changing a resource: its cover's, then its own. */
export function otherHolder(resourceId: number, cover: LockCover, live: ReadonlyMap<number, LiveLock>, userId: number): LiveLock | undefined {
  for (const id of [...cover.lockIds, resourceId]) {
    const held = live.get(id);
    if (held && held.userId !== userId) return held;
  }
  return undefined;
}

/** The 423 for a resource another user is editing, naming them. */
export function heldByOther(resourceId: number, holder: LiveLock): HttpError {
  const details = { holder: { name: holder.name, email: holder.email }, lockResourceId: holder.resourceId };
  if (holder.resourceId === resourceId) return locked(`${holder.name} is editing resource ${resourceId}; try again when they are done`, details);
  return locked(`${holder.name} is editing page ${holder.resourceId}, which embeds activity ${resourceId}; try again when they are done`, details);
}

/** The 423 for a change to an embedded activity without its page's lock. */
export function outsideCover(resourceId: number, cover: LockCover): HttpError {
  const [first] = cover.lockIds;
  if (cover.own) return locked(`Resource ${resourceId} is changed under its own lock`, { lockResourceId: first });
  const shown = cover.lockIds.slice(0, 5).join(', ');
  const pages = cover.lockIds.length === 1 ? `page ${first}` : `pages ${shown}${cover.lockIds.length > 5 ? ` and ${cover.lockIds.length - 5} more` : ''}`;
  return locked(`Activity ${resourceId} is part of ${pages}: change it under the lock of ${cover.lockIds.length === 1 ? 'that page' : 'one of them'}`, {
    lockResourceId: first,
  });
}

/**
 * The lock under which `check.userId` changes each resource, by resource id, or 423:
 * naming the holder when another user holds a live lock on a resource or on a lock that
 * covers it; when the named lock does not cover it; or when the caller holds none of the
 * pages an embedded activity is part of. A resource that locks itself answers its own id,
 * held or not: a save then renews it (and fails without it), a delete needs only that no
 * one else holds it. Call it inside the change's transaction: on PostgreSQL it holds the
 * covering pages' acquisition guards until the change commits.
 */
export async function coveringLocks(
  db: HotDb,
  projectId: number,
  resources: readonly CoveredResource[],
  check: ChangeCheck,
): Promise<Map<number, number>> {
  const covers = await lockCovers(db, projectId, resources);
  const coveringPages = [...new Set([...covers.values()].flatMap((cover) => (cover.own ? [] : cover.lockIds)))];
  if (coveringPages.length > 0 && hotDialect(db) === 'postgres') {
    await allHot(db, `select pg_advisory_xact_lock_shared(?::integer, ids.id) from ${jsonIdList(db)} as ids`, [
      ACQUISITION_GUARD,
      JSON.stringify(coveringPages),
    ]);
  }
  const live = await liveLocks(
    db,
    resources.flatMap((resource) => [resource.id, ...(covers.get(resource.id) as LockCover).lockIds]),
    check.now,
  );
  const chosen = new Map<number, number>();
  for (const resource of resources) {
    const cover = covers.get(resource.id) as LockCover;
    const holder = otherHolder(resource.id, cover, live, check.userId);
    if (holder) throw heldByOther(resource.id, holder);
    if (check.named !== undefined && !cover.lockIds.includes(check.named)) throw outsideCover(resource.id, cover);
    if (cover.own) {
      chosen.set(resource.id, resource.id);
      continue;
    }
    const candidates = check.named !== undefined ? [check.named] : cover.lockIds;
    const held = candidates.find((id) => live.get(id)?.userId === check.userId);
    if (held === undefined) throw outsideCover(resource.id, cover);
    chosen.set(resource.id, held);
  }
  return chosen;
}

/** `coveringLocks` for one resource. */
export async function coveringLock(db: HotDb, projectId: number, resource: CoveredResource, check: ChangeCheck): Promise<number> {
  return (await coveringLocks(db, projectId, [resource], check)).get(resource.id) as number;
}
