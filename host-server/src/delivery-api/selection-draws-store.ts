import type { Knex } from 'knex';
import { allHot } from '../db/prepared-sqlite.js';
import type { StoredActivityRevision } from './activity-logic-candidate.js';
import type { SelectionDraw } from './selection-draws.js';

/** An activity a publication froze, with what a draw needs to open an attempt at it. */
export interface PublishedActivity extends StoredActivityRevision {
  readonly revisionId: number;
  readonly activityType: string | null;
}

/**
 * Every banked activity of a publication, in one query: what its pages' selections draw from
 * (the activity bank as published; a page's own activities are not drawn). The
 * type's registered id comes along (null for a type never registered), for `type` logic.
 */
export async function publishedActivities(db: Knex, publicationId: number): Promise<PublishedActivity[]> {
  const rows = await db('publication_resources as pr')
    .join('resources as r', 'r.id', 'pr.resource_id')
    .join('revisions as rev', 'rev.id', 'pr.revision_id')
    .leftJoin('activity_registrations as ar', 'ar.slug', 'r.activity_type')
    .where({ 'pr.publication_id': publicationId, 'r.kind': 'activity', 'r.scope': 'banked' })
    .orderBy('r.id')
    .select(
      'r.id as resourceId',
      'r.activity_type as activityType',
      'ar.id as activityTypeId',
      'rev.id as revisionId',
      'rev.title as title',
      'rev.content as content',
      'rev.objectives as objectives',
      'rev.tags as tags',
    );
  return (rows as PublishedActivity[]).map((row) => ({
    ...row,
    resourceId: Number(row.resourceId),
    revisionId: Number(row.revisionId),
    activityTypeId: row.activityTypeId === null ? null : Number(row.activityTypeId),
  }));
}

// Keeps each insert well under SQLite's and PostgreSQL's limits on bound parameters.
const ROWS_PER_INSERT = 200;

/** Stores a page attempt's draws, so every later read of the attempt shows the same activities. */
export async function saveSelectionDraws(trx: Knex, resourceAttemptId: number, draws: readonly SelectionDraw[]): Promise<void> {
  const rows = draws.flatMap((draw) =>
    draw.activityIds.map((activityId, position) => ({ resource_attempt_id: resourceAttemptId, selection_id: draw.selectionId, position, activity_id: activityId })),
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await trx('selection_draws').insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/**
 * A page attempt's draws: one per selection id given (in that order, empty when nothing was
 * drawn), then any other stored draw of the attempt.
 */
export async function loadSelectionDraws(db: Knex, resourceAttemptId: number, selectionIds: readonly string[]): Promise<SelectionDraw[]> {
  const rows = await allHot<{ selection_id: string; activity_id: number }>(
    db,
    'select selection_id, activity_id from selection_draws where resource_attempt_id = ? order by selection_id, position',
    [resourceAttemptId],
  );
  const draws = new Map<string, number[]>(selectionIds.map((id) => [id, []]));
  for (const row of rows) {
    const drawn = draws.get(row.selection_id) ?? [];
    drawn.push(Number(row.activity_id));
    draws.set(row.selection_id, drawn);
  }
  return [...draws].map(([selectionId, activityIds]) => ({ selectionId, activityIds }));
}
