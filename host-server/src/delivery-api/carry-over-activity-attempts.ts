import type { Knex } from 'knex';

/** What became of a learner's earlier work at one activity when a page attempt was opened on a new revision. */
export type CarriedOver =
  /** No earlier attempt: the activity starts at attempt 1. */
  | { readonly kind: 'none' }
  /** The activity did not change: its latest attempt, whatever its state, is the current one again. */
  | { readonly kind: 'current' }
  /** The activity changed: its earlier attempts stay in its history, and the next is numbered after them. */
  | { readonly kind: 'changed'; readonly nextNumber: number };

/**
 * Moves a learner's attempts at one activity from the earlier page attempts of a page into
 * the new one, so a section moved to a new publication keeps the learner's work: the
 * activity's whole history goes (numbered 1, 2, … in the order it was made, which the
 * attempt selector shows), and whether the latest attempt stays current depends on whether
 * the activity changed. "Changed" means another revision with other content: a revision
 * saved without an edit counts as the same activity. Run it in the transaction that opens
 * the page attempt.
 */
export async function carryOverActivityAttempts(
  trx: Knex,
  move: { readonly fromPageAttemptIds: readonly number[]; readonly toPageAttemptId: number; readonly activityId: number; readonly revisionId: number },
): Promise<CarriedOver> {
  if (move.fromPageAttemptIds.length === 0) return { kind: 'none' };
  const history = (await trx('activity_attempts')
    .whereIn('resource_attempt_id', move.fromPageAttemptIds)
    .where('resource_id', move.activityId)
    .orderBy('id')
    .select('id', 'revision_id')) as { id: number | string; revision_id: number | string }[];
  if (history.length === 0) return { kind: 'none' };
  // One row at a time, in the order the attempts were made: the new page attempt holds no
  // attempt at this activity yet, so attempt k never meets another attempt k.
  for (const [index, row] of history.entries()) {
    await trx('activity_attempts').where({ id: row.id }).update({ resource_attempt_id: move.toPageAttemptId, number: index + 1 });
  }
  const latestRevision = Number(history[history.length - 1].revision_id);
  if (latestRevision === move.revisionId || (await sameContent(trx, latestRevision, move.revisionId))) return { kind: 'current' };
  return { kind: 'changed', nextNumber: history.length + 1 };
}

async function sameContent(trx: Knex, revisionA: number, revisionB: number): Promise<boolean> {
  const rows = (await trx('revisions').whereIn('id', [revisionA, revisionB]).select('content')) as { content: string }[];
  return rows.length === 2 && rows[0].content === rows[1].content;
}
