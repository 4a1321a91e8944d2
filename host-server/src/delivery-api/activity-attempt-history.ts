import Router from '@koa/router';
import type { Knex } from 'knex';
import { applyScoringStrategy, modelParts, SCORING_STRATEGIES, type ScoringStrategy } from '@quire/core';
import { sharedStoredContent } from '../authoring/shared-stored-content.js';
import { notFound } from '../http/http-error.js';
import { requireSectionEnrollment } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { publishedRevisions } from './delivered-resources.js';
import { isoDate, pathId } from './request-values.js';

/**
 * How an activity's attempts combine: its first part's scoring strategy (the parts of one
 * activity share it in every type the spec lists), `average` when the model names none.
 */
export function activityScoringStrategy(model: unknown): ScoringStrategy {
  const strategy = modelParts(model)[0]?.scoringStrategy;
  return (SCORING_STRATEGIES as readonly string[]).includes(strategy as string) ? (strategy as ScoringStrategy) : 'average';
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * A learner's attempts at an activity of a section, latest first, and their combined score
 * by the strategy of `content` (the activity's published model).
 */
export async function activityAttemptHistory(db: Knex, sectionId: number, userId: number, activityId: number, content: string) {
  const rows = await db('activity_attempts as aa')
    .join('resource_attempts as ra', 'ra.id', 'aa.resource_attempt_id')
    .where({ 'ra.section_id': sectionId, 'ra.user_id': userId, 'aa.resource_id': activityId })
    .orderBy('aa.id', 'desc')
    .select('aa.guid', 'aa.number', 'aa.state', 'aa.score', 'aa.out_of', 'aa.created_at', 'aa.evaluated_at');
  const attempts = rows.map((row) => ({
    attemptGuid: row.guid as string,
    attemptNumber: Number(row.number),
    state: row.state as string,
    date: isoDate(row.created_at),
    dateEvaluated: isoDate(row.evaluated_at),
    score: numberOrNull(row.score),
    outOf: numberOrNull(row.out_of),
  }));
  const scores = attempts
    .filter((attempt) => attempt.state === 'evaluated' && attempt.score !== null && attempt.outOf !== null)
    .reverse()
    .map((attempt) => ({ score: attempt.score as number, outOf: attempt.outOf as number }));
  const scoringStrategy = activityScoringStrategy(sharedStoredContent(content, 'activity'));
  return { scoringStrategy, combinedScore: applyScoringStrategy(scoringStrategy, scores) ?? null, attempts };
}

/**
 * `GET /api/v1/sections/{sectionSlug}/activity/{activityId}/attempts` (enrolled; 404 for an
 * activity the section does not deliver) → `{result: 'success', scoringStrategy,
 * combinedScore: {score, outOf} | null, attempts: [{attemptGuid, attemptNumber, state, date,
 * dateEvaluated, score, outOf}]}`: the signed-in learner's attempts, latest first, for the
 * review-mode attempt selector (delivery §4). `combinedScore` applies the strategy to the
 * evaluated attempts, oldest first; null before any is evaluated.
 */
export function activityAttemptHistoryRoutes(services: ServerServices): Router {
  const { db } = services;
  const router = new Router();

  router.get('/api/v1/sections/:sectionSlug/activity/:activityId/attempts', async (ctx) => {
    const { user, section } = await requireSectionEnrollment(ctx, services, ctx.params.sectionSlug);
    const activityId = pathId(ctx.params.activityId, 'Activity');
    const [activity] = (await publishedRevisions(db, section.publication_id, [activityId])).filter((row) => row.kind === 'activity');
    if (!activity) throw notFound('Activity not found in this section');
    ctx.body = { result: 'success', ...(await activityAttemptHistory(db, section.id, user.id, activityId, activity.content)) };
  });

  return router;
}
