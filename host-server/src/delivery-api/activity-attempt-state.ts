import type { Context } from 'koa';
import type { Knex } from 'knex';
import { deliverableHints, type PartEvaluation } from '@quire/core';
import type { ActivityAttemptState, PartAttemptState } from '@quire/plugin-sdk/delivery';
import { requireUser } from '../auth/auth-middleware.js';
import type { PublicUser } from '../auth/user-store.js';
import { forbidden, notFound } from '../http/http-error.js';
import type { SectionRow } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { isoDate, pathString } from './request-values.js';
import { findSection } from './section-access.js';

/** An activity attempt with what its routes need: its page attempt's owner and its revision. */
export interface ActivityAttemptRow {
  readonly id: number;
  readonly guid: string;
  readonly resourceAttemptId: number;
  readonly resourceId: number;
  readonly revisionId: number;
  readonly number: number;
  readonly state: 'active' | 'evaluated' | 'submitted';
  readonly score: number | null;
  readonly outOf: number | null;
  readonly model: string | null;
  readonly createdAt: unknown;
  readonly evaluatedAt: unknown;
  readonly userId: number;
  readonly activityType: string | null;
  /** The revision's full model text, with its authoring part (the answers). */
  readonly content: string;
}

export interface PartAttemptRow {
  readonly id: number;
  readonly guid: string;
  readonly partId: string;
  readonly number: number;
  readonly state: string;
  readonly response: string | null;
  readonly score: number | null;
  readonly outOf: number | null;
  readonly feedback: string | null;
  readonly hintsRequested: number;
  readonly createdAt: unknown;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const parseJson = (text: unknown) => (typeof text === 'string' ? (JSON.parse(text) as unknown) : null);

/** The activity attempt with this guid in the section, or undefined. */
export async function findActivityAttempt(db: Knex, sectionId: number, guid: string): Promise<ActivityAttemptRow | undefined> {
  const row = await db('activity_attempts as aa')
    .join('resource_attempts as ra', 'ra.id', 'aa.resource_attempt_id')
    .join('revisions as rev', 'rev.id', 'aa.revision_id')
    .join('resources as r', 'r.id', 'aa.resource_id')
    .where({ 'aa.guid': guid, 'ra.section_id': sectionId })
    .first(
      'aa.id',
      'aa.guid',
      'aa.resource_attempt_id',
      'aa.resource_id',
      'aa.revision_id',
      'aa.number',
      'aa.state',
      'aa.score',
      'aa.out_of',
      'aa.model',
      'aa.created_at',
      'aa.evaluated_at',
      'ra.user_id',
      'r.activity_type',
      'rev.content',
    );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    guid: row.guid,
    resourceAttemptId: Number(row.resource_attempt_id),
    resourceId: Number(row.resource_id),
    revisionId: Number(row.revision_id),
    number: Number(row.number),
    state: row.state,
    score: numberOrNull(row.score),
    outOf: numberOrNull(row.out_of),
    model: row.model ?? null,
    createdAt: row.created_at,
    evaluatedAt: row.evaluated_at,
    userId: Number(row.user_id),
    activityType: row.activity_type ?? null,
    content: row.content,
  };
}

/**
 * The signed-in learner's own activity attempt named by the path: 401 without a session,
 * 404 for an unknown section or an attempt not in it, 403 for another learner's attempt or
 * once the learner is no longer enrolled in the section.
 */
export async function requireOwnAttempt(
  ctx: Context,
  services: ServerServices,
): Promise<{ user: PublicUser; section: SectionRow; attempt: ActivityAttemptRow }> {
  const user = requireUser(ctx);
  const section = await findSection(services.db, ctx.params.sectionSlug);
  const guid = pathString(ctx.params.attemptGuid, 'Attempt', 64);
  const attempt = await findActivityAttempt(services.db, section.id, guid);
  if (!attempt) throw notFound('Attempt not found');
  if (attempt.userId !== user.id) throw forbidden('This attempt belongs to another learner');
  const enrolled = await services.db('enrollments').where({ section_id: section.id, user_id: user.id }).first('user_id');
  if (!enrolled) throw forbidden('You are not enrolled in this section');
  return { user, section, attempt };
}

/** The latest attempt at each part of an activity attempt, in part order. */
export async function latestPartAttempts(db: Knex, activityAttemptId: number): Promise<PartAttemptRow[]> {
  const rows = await db('part_attempts').where({ activity_attempt_id: activityAttemptId }).orderBy('id').select();
  const latest = new Map<string, PartAttemptRow>();
  for (const row of rows) {
    const part: PartAttemptRow = {
      id: Number(row.id),
      guid: row.guid,
      partId: String(row.part_id),
      number: Number(row.number),
      state: row.state,
      response: row.response ?? null,
      score: numberOrNull(row.score),
      outOf: numberOrNull(row.out_of),
      feedback: row.feedback ?? null,
      hintsRequested: Number(row.hints_requested),
      createdAt: row.created_at,
    };
    const current = latest.get(part.partId);
    if (!current || part.number > current.number) latest.set(part.partId, part);
  }
  return [...latest.values()];
}

/**
 * The attempt as the learner view renders it (plugin-sdk's ActivityAttemptState), with the
 * dates, activity id and per-part counters the page-attempt answer already gave. Hints are
 * the ones handed out so far; the revision's model (`fullModel`) tells whether more remain.
 */
export function attemptState(attempt: ActivityAttemptRow, parts: readonly PartAttemptRow[], fullModel: unknown) {
  return {
    activityId: attempt.resourceId,
    attemptGuid: attempt.guid,
    attemptNumber: attempt.number,
    state: attempt.state,
    dateCreated: isoDate(attempt.createdAt),
    dateEvaluated: isoDate(attempt.evaluatedAt),
    score: attempt.score,
    outOf: attempt.outOf,
    parts: parts.map((part) => {
      const hints = deliverableHints(fullModel, part.partId);
      const evaluation = parseJson(part.feedback) as PartEvaluation | null;
      return {
        partId: part.partId,
        attemptGuid: part.guid,
        attemptNumber: part.number,
        state: part.state,
        dateCreated: isoDate(part.createdAt),
        response: parseJson(part.response) as PartAttemptState['response'],
        evaluation,
        score: part.score,
        outOf: part.outOf,
        feedback: evaluation?.feedback ?? null,
        hints: hints.slice(0, part.hintsRequested),
        hasMoreHints: part.hintsRequested < hints.length,
        hintsRequested: part.hintsRequested,
      } satisfies PartAttemptState & Record<string, unknown>;
    }),
  } satisfies ActivityAttemptState & Record<string, unknown>;
}
