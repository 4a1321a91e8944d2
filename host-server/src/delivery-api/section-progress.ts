import type { Knex } from 'knex';
import { runHotGrouped } from '../db/prepared-sqlite.js';
import { isoDate } from './request-values.js';

/** How far one learner has gone in a section, measured against what its publication delivers. */
export interface LearnerProgress {
  readonly pagesVisited: number;
  readonly activitiesCompleted: number;
}

/** The page a learner visited last, as the section's publication names it. */
export interface LastVisitedPage {
  readonly slug: string;
  readonly title: string;
  readonly visitedAt: string | null;
}

/** Activity attempts that count as done: evaluated, or submitted for an instructor to grade. */
export const COMPLETED_ACTIVITY_STATES = ['evaluated', 'submitted'] as const;

const countByUser = (rows: readonly Record<string, unknown>[]) => new Map(rows.map((row) => [Number(row.userId), Number(row.n)]));

/**
 * Each learner's pages visited (pages of the section's publication with a page attempt) and
 * activities completed (activities of the publication with an evaluated or submitted
 * attempt), in two grouped queries whatever the number of learners.
 */
export async function sectionProgress(
  db: Knex,
  section: { readonly id: number; readonly publication_id: number },
  userIds: readonly number[],
): Promise<Map<number, LearnerProgress>> {
  if (userIds.length === 0) return new Map();
  const [pages, activities] = await Promise.all([
    db('resource_attempts as ra')
      .join('publication_resources as pr', function joinPublished() {
        this.on('pr.resource_id', 'ra.resource_id').andOnVal('pr.publication_id', '=', section.publication_id);
      })
      .join('resources as r', 'r.id', 'ra.resource_id')
      .where({ 'ra.section_id': section.id, 'r.kind': 'page' })
      .whereIn('ra.user_id', userIds)
      .groupBy('ra.user_id')
      .select('ra.user_id as userId', db.raw('count(distinct ra.resource_id) as n')),
    db('activity_attempts as aa')
      .join('resource_attempts as ra', 'ra.id', 'aa.resource_attempt_id')
      .join('publication_resources as pr', function joinPublished() {
        this.on('pr.resource_id', 'aa.resource_id').andOnVal('pr.publication_id', '=', section.publication_id);
      })
      .where('ra.section_id', section.id)
      .whereIn('ra.user_id', userIds)
      .whereIn('aa.state', COMPLETED_ACTIVITY_STATES)
      .groupBy('ra.user_id')
      .select('ra.user_id as userId', db.raw('count(distinct aa.resource_id) as n')),
  ]);
  const visited = countByUser(pages);
  const completed = countByUser(activities);
  return new Map(userIds.map((id) => [id, { pagesVisited: visited.get(id) ?? 0, activitiesCompleted: completed.get(id) ?? 0 }]));
}

/** The page each learner visited last, when the section's publication still has it. */
export async function lastVisitedPages(
  db: Knex,
  section: { readonly id: number; readonly publication_id: number },
  userIds: readonly number[],
): Promise<Map<number, LastVisitedPage>> {
  if (userIds.length === 0) return new Map();
  const rows = await db('enrollments as e')
    .join('publication_resources as pr', function joinPublished() {
      this.on('pr.resource_id', 'e.last_page_id').andOnVal('pr.publication_id', '=', section.publication_id);
    })
    .join('revisions as rev', 'rev.id', 'pr.revision_id')
    .where('e.section_id', section.id)
    .whereIn('e.user_id', userIds)
    .select('e.user_id as userId', 'rev.slug as slug', 'rev.title as title', 'e.last_visited_at as visitedAt');
  return new Map(
    rows.map((row: Record<string, unknown>) => [Number(row.userId), { slug: String(row.slug), title: String(row.title), visitedAt: isoDate(row.visitedAt) }]),
  );
}

/** Remembers the page a learner just opened in a section, for My Courses' Continue. */
export async function recordPageVisit(db: Knex, sectionId: number, userId: number, pageId: number, now: Date): Promise<void> {
  await runHotGrouped(db, 'update enrollments set last_page_id = ?, last_visited_at = ? where section_id = ? and user_id = ?', [pageId, now, sectionId, userId]);
}
