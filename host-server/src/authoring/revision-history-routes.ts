/**
 * An activity's revision history (spec authoring §2: /workspaces/course_author/{projectSlug}/
 * curriculum/{activitySlug}/history): its revisions with author and date, one revision read
 * back as it was, and a restore that writes that revision again as a new one, through the
 * same save path and lock rules as every other save.
 */
import Router from '@koa/router';
import { allHot, firstHot, hotTransaction, type HotDb } from '../db/prepared-sqlite.js';
import { badRequest, notFound } from '../http/http-error.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { checkSavedContent } from '../plugins/content-save-checks.js';
import { heldByOther, liveLocks, lockCovers, otherHolder } from './covering-lock.js';
import { jsonIdList } from './json-id-list.js';
import { acquireLock } from './lock-service.js';
import { isoTime, MAX_DB_ID, parseIdParam, parseJsonColumn, queryString, retryOnUniqueViolation } from './request.js';
import { currentRevisionHead, findResource, type ResourceRow } from './revision-store.js';
import { saveResource } from './save-service.js';
import { readStoredContent } from './stored-content.js';

/** Most revisions one listing answers; older ones come with `?before=` the last number listed. */
export const MAX_REVISIONS_LISTED = 500;

interface ListedRevisionRow {
  number: number | string;
  slug: string;
  title: string;
  author_name: string | null;
  created_at: unknown;
}

interface FullRevisionRow extends ListedRevisionRow {
  content: string;
  objectives: string;
  tags: string;
}

/** The live activity of a project that a slug names; 404 otherwise (another project's activity included). */
async function findActivityBySlug(db: HotDb, projectId: number, slug: unknown): Promise<ResourceRow> {
  if (typeof slug !== 'string' || slug.length === 0 || slug.length > 200) throw notFound('Activity not found');
  const found = await firstHot<{ id: number }>(
    db,
    "select id from resources where project_id = ? and slug = ? and kind = 'activity' and deleted_at is null",
    [projectId, slug],
  );
  if (!found) throw notFound('Activity not found');
  return findResource(db, projectId, Number(found.id), ['activity'], { message: 'Activity not found' });
}

/** A whole number query value in 1..max, or undefined when absent. */
function positiveQueryNumber(value: string | undefined, name: string, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > max) throw badRequest(`${name}: give a whole number from 1 to ${max}`);
  return Number(value);
}

/** Revisions with their author's name; `columns` adds more of the revision's own. */
function revisionsWithAuthor(columns = ''): string {
  return `select r."number", r.slug, r.title, r.created_at, u.name as author_name${columns} from revisions r left join users u on u.id = r.author_id `;
}

function listedRevision(row: ListedRevisionRow) {
  return { number: Number(row.number), slug: row.slug, title: row.title, authorName: row.author_name, createdAt: isoTime(row.created_at) };
}

/** Which of `ids` are still rows of the project's `table`: a restored revision keeps only the objectives and tags not deleted since. */
async function existingIds(db: HotDb, table: 'objectives' | 'tags', projectId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await allHot<{ id: number | string }>(db, `select id from ${table} where project_id = ? and id in (select id from ${jsonIdList(db)} as ids)`, [
    projectId,
    JSON.stringify([...new Set(ids)]),
  ]);
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * The lock a restore writes under, inside its transaction: 423 naming the holder when
 * another author holds a live lock on the activity or on a page covering it; the covering
 * lock the restorer already holds; else, as the page and bank editors would, the lock is
 * taken for this one change (`taken`) and given back when it is written.
 */
async function restoreLock(trx: HotDb, projectId: number, resource: ResourceRow, userId: number, now: Date): Promise<{ lockId: number; taken: boolean }> {
  const [cover] = (await lockCovers(trx, projectId, [resource])).values();
  const live = await liveLocks(trx, [resource.id, ...cover.lockIds], now);
  const holder = otherHolder(resource.id, cover, live, userId);
  if (holder) throw heldByOther(resource.id, holder);
  const held = cover.lockIds.find((id) => live.get(id)?.userId === userId);
  if (held !== undefined) return { lockId: held, taken: false };
  const [lockId] = cover.lockIds;
  const acquired = await acquireLock(trx, lockId, userId, now);
  if (!acquired.acquired) throw heldByOther(resource.id, { resourceId: lockId, ...acquired.holder });
  return { lockId, taken: true };
}

export function revisionHistoryRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/project/:slug/activity/:activitySlug/revisions' });

  router.get('/', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const activity = await findActivityBySlug(services.db, project.id, ctx.params.activitySlug);
    const before = positiveQueryNumber(queryString(ctx, 'before', 12), 'before', MAX_DB_ID);
    const limit = positiveQueryNumber(queryString(ctx, 'limit', 3), 'limit', MAX_REVISIONS_LISTED) ?? MAX_REVISIONS_LISTED;
    const current = await currentRevisionHead(services.db, activity);
    // One more than asked for tells whether older revisions remain.
    const rows = await allHot<ListedRevisionRow>(
      services.db,
      `${revisionsWithAuthor()}where r.resource_id = ?${before === undefined ? '' : ' and r."number" < ?'} order by r."number" desc limit ?`,
      before === undefined ? [activity.id, limit + 1] : [activity.id, before, limit + 1],
    );
    ctx.body = {
      result: 'success',
      resourceId: activity.id,
      title: current.title,
      activityType: activity.activity_type,
      currentNumber: current.number,
      revisions: rows.slice(0, limit).map(listedRevision),
      hasMore: rows.length > limit,
    };
  });

  router.get('/:number', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const activity = await findActivityBySlug(services.db, project.id, ctx.params.activitySlug);
    const number = parseIdParam(ctx.params.number, 'Revision');
    const row = await firstHot<FullRevisionRow>(
      services.db,
      `${revisionsWithAuthor(', r.content, r.objectives, r.tags')}where r.resource_id = ? and r."number" = ?`,
      [activity.id, number],
    );
    if (!row) throw notFound('Revision not found');
    const { slug: _slug, ...listed } = listedRevision(row);
    ctx.body = {
      result: 'success',
      ...listed,
      content: readStoredContent(row.content, 'activity'),
      objectives: parseJsonColumn(row.objectives, {}),
      tags: parseJsonColumn(row.tags, []),
    };
  });

  router.post('/:number/restore', async (ctx) => {
    const { user, project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const activity = await findActivityBySlug(services.db, project.id, ctx.params.activitySlug);
    const number = parseIdParam(ctx.params.number, 'Revision');
    const row = await firstHot<Pick<FullRevisionRow, 'title' | 'content' | 'objectives' | 'tags'>>(
      services.db,
      'select title, content, objectives, tags from revisions where resource_id = ? and "number" = ?',
      [activity.id, number],
    );
    if (!row) throw notFound('Revision not found');
    const content = readStoredContent(row.content, 'activity');
    const oldObjectives = parseJsonColumn<Record<string, number[]>>(row.objectives, {});
    const oldTags = parseJsonColumn<number[]>(row.tags, []);
    await checkSavedContent(services, project, { content });
    const now = services.clock.now();
    const saved = await retryOnUniqueViolation((attempt) =>
      hotTransaction(services.db, async (trx) => {
        const resource = await findResource(trx, project.id, activity.id, ['activity'], { forUpdate: true, message: 'Activity not found' });
        const { lockId, taken } = await restoreLock(trx, project.id, resource, user.id, now);
        const objectiveIds = await existingIds(trx, 'objectives', project.id, Object.values(oldObjectives).flat());
        const tagIds = await existingIds(trx, 'tags', project.id, oldTags);
        const objectives = Object.fromEntries(Object.entries(oldObjectives).map(([part, ids]) => [part, ids.filter((id) => objectiveIds.has(id))]));
        return saveResource(trx, services, {
          project,
          userId: user.id,
          resourceId: resource.id,
          lockResourceId: lockId,
          update: { title: row.title, content, objectives, tags: oldTags.filter((id) => tagIds.has(id)) },
          releaseLock: taken,
          now,
          attempt,
        });
      }),
    );
    ctx.body = { result: 'success', revisionNumber: saved.revision.number };
  });

  return router;
}
