import Router from '@koa/router';
import type { Context } from 'koa';
import { attemptOutcome, deliverableHints, deliveredModel } from '@quire/core';
import { z } from 'zod';
import { sharedStoredContent } from '../authoring/shared-stored-content.js';
import { isUniqueViolation } from '../db/is-unique-violation.js';
import { badRequest, notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import type { ServerServices } from '../server-services.js';
import { activityTypeOrCore } from './activity-models.js';
import { attemptState, findActivityAttempt, latestPartAttempts, requireOwnAttempt, type ActivityAttemptRow } from './activity-attempt-state.js';
import { createActivityAttempt } from './create-activity-attempt.js';
import { evaluateParts } from './evaluate-parts.js';
import { partInputSchema, partListSchema } from './part-input.js';
import { pathString } from './request-values.js';

const submitBody = z.strictObject({
  partInputs: partListSchema(
    z.strictObject({
      attemptGuid: z.string().min(1).max(64),
      response: z.strictObject({ input: partInputSchema }),
    }),
  ),
});
const emptyBody = z.strictObject({});

const closedMessage = (state: string) =>
  state === 'submitted' ? 'The attempt is already submitted for grading; reset to try again' : 'The attempt is already evaluated; reset to try again';

const parseModel = (text: string) => JSON.parse(text) as unknown;
/** The model of the revision an attempt is on; unreadable ones as `readStoredContent` gives them. */
const revisionModel = (text: string) => sharedStoredContent(text, 'activity');

/** The attempt's model and state as the learner view takes them. */
export async function attemptAnswer(services: ServerServices, attempt: ActivityAttemptRow) {
  const fullModel = revisionModel(attempt.content);
  const parts = await latestPartAttempts(services.db, attempt.id);
  // Attempts opened before models were stored per attempt show the revision's, untransformed.
  const model = attempt.model !== null ? parseModel(attempt.model) : deliveredModel(fullModel as Record<string, unknown>);
  return { result: 'success' as const, model, state: attemptState(attempt, parts, fullModel) };
}

/** The attempt as stored now, after a write, with what the routes join to it. */
async function reload(services: ServerServices, sectionId: number, guid: string): Promise<ActivityAttemptRow> {
  const attempt = await findActivityAttempt(services.db, sectionId, guid);
  if (!attempt) throw notFound('Attempt not found');
  return attempt;
}

/** Submits answers to every part of an open attempt; see {@link activityAttemptRoutes}. */
async function submit(ctx: Context, services: ServerServices) {
  const { db } = services;
  const { attempt } = await requireOwnAttempt(ctx, services);
  const body = await readBody(ctx, submitBody);
  if (attempt.state !== 'active') throw badRequest(closedMessage(attempt.state));
  const parts = await latestPartAttempts(db, attempt.id);
  const byGuid = new Map(parts.map((part) => [part.guid, part]));
  const answered = new Set<string>();
  const answers = body.partInputs.map((partInput, index) => {
    const part = byGuid.get(partInput.attemptGuid);
    if (!part) throw badRequest(`partInputs.${index}.attemptGuid: This activity attempt has no part attempt '${partInput.attemptGuid}'`);
    if (answered.has(part.guid)) throw badRequest(`partInputs.${index}.attemptGuid: Part '${part.partId}' is answered twice`);
    answered.add(part.guid);
    return { part, input: partInput.response.input };
  });
  const unanswered = parts.find((part) => !answered.has(part.guid));
  if (unanswered) throw badRequest(`Answer every part of the activity: part '${unanswered.partId}' has no answer`);

  const type = activityTypeOrCore(services.host, attempt.activityType);
  const model = revisionModel(attempt.content);
  const evaluations = evaluateParts(
    type,
    model,
    answers.map(({ part, input }) => ({ partId: part.partId, input })),
    attempt.number,
    services.logger,
  );
  const outcome = attemptOutcome(evaluations);
  const now = services.clock.now();
  const updatedParts = parts.map((part) => {
    const index = answers.findIndex((answer) => answer.part === part);
    const evaluation = evaluations[index];
    return {
      ...part,
      state: evaluation.manual ? 'submitted' : 'evaluated',
      response: JSON.stringify(answers[index].input),
      score: evaluation.score,
      outOf: evaluation.outOf,
      feedback: JSON.stringify(evaluation),
    };
  });
  await db.transaction(async (trx) => {
    // Only an attempt still open is closed: of two concurrent submissions, one is stored.
    const closed = await trx('activity_attempts')
      .where({ id: attempt.id, state: 'active' })
      .update({ state: outcome.state, score: outcome.score, out_of: outcome.outOf, evaluated_at: now });
    if (closed === 0) throw badRequest(closedMessage('evaluated'));
    // One statement for every part: an upsert on existing ids only ever updates.
    await trx('part_attempts')
      .insert(
        updatedParts.map((part) => ({
          id: part.id,
          guid: part.guid,
          activity_attempt_id: attempt.id,
          part_id: part.partId,
          number: part.number,
          state: part.state,
          response: part.response,
          score: part.score,
          out_of: part.outOf,
          feedback: part.feedback,
          created_at: part.createdAt,
        })),
      )
      .onConflict('id')
      .merge(['state', 'response', 'score', 'out_of', 'feedback']);
  });
  const evaluated = { ...attempt, state: outcome.state, score: outcome.score, outOf: outcome.outOf, evaluatedAt: now };
  ctx.body = { result: 'success', state: attemptState(evaluated, updatedParts, model) };
}

/** Opens the next attempt at the same activity; see {@link activityAttemptRoutes}. */
async function reset(ctx: Context, services: ServerServices) {
  const { db } = services;
  const { section, attempt } = await requireOwnAttempt(ctx, services);
  await readBody(ctx, emptyBody);
  const latest = await db('activity_attempts')
    .where({ resource_attempt_id: attempt.resourceAttemptId, resource_id: attempt.resourceId })
    .max({ n: 'number' })
    .first();
  if (Number(latest?.n) !== attempt.number) throw badRequest('Only the latest attempt can be reset');
  if (attempt.state === 'active') throw badRequest('Submit this attempt before starting a new one');
  let created: { guid: string };
  try {
    created = await db.transaction((trx) =>
      createActivityAttempt(trx, services, {
        resourceAttemptId: attempt.resourceAttemptId,
        resourceId: attempt.resourceId,
        revisionId: attempt.revisionId,
        activityType: attempt.activityType,
        content: revisionModel(attempt.content),
        number: attempt.number + 1,
        now: services.clock.now(),
      }),
    );
  } catch (error) {
    // A concurrent reset opened this number first: this attempt is no longer the latest.
    if (isUniqueViolation(error)) throw badRequest('Only the latest attempt can be reset');
    throw error;
  }
  ctx.status = 201;
  ctx.body = await attemptAnswer(services, await reload(services, section.id, created.guid));
}

/** Hands out a part's next hint; see {@link activityAttemptRoutes}. */
async function nextHint(ctx: Context, services: ServerServices) {
  const { db } = services;
  const { attempt } = await requireOwnAttempt(ctx, services);
  const guid = pathString(ctx.params.partAttemptGuid, 'Part attempt', 64);
  const part = (await latestPartAttempts(db, attempt.id)).find((candidate) => candidate.guid === guid);
  if (!part) throw notFound('Part attempt not found');
  await readBody(ctx, emptyBody);
  if (attempt.state !== 'active') throw badRequest('Hints are given while the attempt is open; reset to try again');
  const hints = deliverableHints(revisionModel(attempt.content), part.partId);
  let given = part.hintsRequested;
  // Counts only from the value read: of two concurrent requests, each gets its own hint.
  while (given < hints.length) {
    const updated = await db('part_attempts').where({ id: part.id, hints_requested: given }).update({ hints_requested: given + 1 });
    if (updated === 1) {
      ctx.body = { result: 'success', hint: hints[given], hasMoreHints: given + 1 < hints.length };
      return;
    }
    const row = await db('part_attempts').where({ id: part.id }).first('hints_requested');
    given = Number(row.hints_requested);
  }
  ctx.body = { result: 'success', hint: null, hasMoreHints: false };
}

/**
 * A learner's activity attempts (delivery §7, §3 "Activity and feedback"). Each route
 * takes the attempt's owner, still enrolled in the section: 401 without a session, 404 for
 * an unknown section or attempt, 403 for another learner's attempt or without enrolment.
 * Answers are checked on the server against the revision's model; the learner's browser
 * only ever receives the model without its authoring part.
 *
 * - `GET /api/v1/state/course/{sectionSlug}/activity_attempt/{attemptGuid}` →
 *   `{result: 'success', model, state}`: the attempt's stored (shuffled) model and its
 *   ActivityAttemptState. Works read-only for earlier attempts (review mode).
 * - `PUT` same path, body `{partInputs: [{attemptGuid, response: {input}}]}` answering every
 *   part → `{result: 'success', state}` with each part's evaluation; 400 once the attempt
 *   is evaluated or submitted.
 * - `POST …/{attemptGuid}/reset`, empty body → 201 `{result: 'success', model, state}` of
 *   attempt N+1 (newly shuffled); only the latest, closed attempt can be reset.
 * - `POST …/{attemptGuid}/part_attempt/{partAttemptGuid}/hint`, empty body →
 *   `{result: 'success', hint, hasMoreHints}`; `hint` is null once all are handed out. A POST
 *   and not Torus's GET: it changes state, and only non-GET requests carry the CSRF check.
 */
export function activityAttemptRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/state/course/:sectionSlug/activity_attempt/:attemptGuid' });

  router.get('/', async (ctx) => {
    const { attempt } = await requireOwnAttempt(ctx, services);
    ctx.body = await attemptAnswer(services, attempt);
  });
  router.put('/', (ctx) => submit(ctx, services));
  router.post('/reset', (ctx) => reset(ctx, services));
  router.post('/part_attempt/:partAttemptGuid/hint', (ctx) => nextHint(ctx, services));

  return router;
}
