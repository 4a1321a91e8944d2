/**
 * The activity editor's preview calls (spec authoring §7): shuffle a model as a learner
 * would see it, and check answers against the model being edited, before anything is saved.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { ActivityTypeContribution } from '@quire/core';
import { z } from 'zod';
import { requireUser } from '../auth/auth-middleware.js';
import type { PublicUser } from '../auth/user-store.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { tooManyRequests, type RateLimit } from '../security/rate-limiter.js';
import type { ServerServices } from '../server-services.js';
import { attemptModel, CORE_ACTIVITY_TYPE, newAttemptSeed } from '../delivery-api/activity-models.js';
import { partInputSchema, partListSchema } from '../delivery-api/part-input.js';
import { checkActivityModel } from './content-check.js';
import { TOO_COMPLEX_MESSAGE, type PreviewEvaluator } from './preview-evaluator.js';
import { sharedPreviewEvaluator } from './shared-preview-evaluator.js';

const modelSchema = z.record(z.string(), z.unknown());
const typeSlugSchema = z.string().min(1).max(100).optional();

const transformBody = z.strictObject({ model: modelSchema, typeSlug: typeSlugSchema });
const evaluateBody = z.strictObject({
  model: modelSchema,
  typeSlug: typeSlugSchema,
  partResponses: partListSchema(z.strictObject({ partId: z.string().min(1).max(100), input: partInputSchema })),
});

/**
 * Authors and instructors only: a signed-in account (not a guest) that is a member of a
 * project or an instructor of a section (who previews a section's activities). The model
 * comes in the body, so no project's data is at stake; the check keeps the rule engine
 * from being an open service for anyone with a session.
 */
async function requireAuthorOrInstructor(ctx: Context, services: ServerServices): Promise<PublicUser> {
  const user = requireUser(ctx);
  if (user.isGuest) throw forbidden(PREVIEWERS_ONLY);
  const membership = await services.db('project_members').where({ user_id: user.id }).first('project_id');
  const teaching = membership ? undefined : await services.db('enrollments').where({ user_id: user.id, role: 'instructor' }).first('section_id');
  if (!membership && !teaching) throw forbidden(PREVIEWERS_ONLY);
  return user;
}

const PREVIEWERS_ONLY = 'Only an author of a project or an instructor of a section can preview activities';

/** Checks of answers per account: one every half second for a minute, far more than an author testing a question types. */
export const PREVIEW_EVALUATION_RATE_LIMIT: RateLimit = { max: 120, windowMs: 60_000 };

/**
 * The type the model is checked and run with: the named one (404 when no loaded plugin
 * has it), else core's defaults, which check the shape every activity model shares.
 */
function previewType(services: ServerServices, typeSlug: string | undefined): ActivityTypeContribution {
  if (typeSlug === undefined) return CORE_ACTIVITY_TYPE;
  const type = services.host.activityTypes.get(typeSlug);
  if (!type) throw notFound(`Unknown activity type '${typeSlug}'`);
  return type;
}

/**
 * - `PUT /api/v1/project/test/transform` body `{model, typeSlug?}` →
 *   `{result: 'success', transformed}`: the model shuffled with a random seed as for a first
 *   attempt, without its authoring part (what a learner would receive).
 * - `PUT /api/v1/project/test/evaluate` body `{model, partResponses: [{partId, input}],
 *   typeSlug?}` → `{result: 'success', evaluations}`: one PartEvaluation per response, in
 *   order, as the learner's submission would be evaluated.
 *   The model's rules are held to core's limits (400 naming the rule), and evaluated on the
 *   preview thread with a learner submission's work budget and a time budget: 422 'This
 *   rule is too complex to evaluate' when either runs out. At most
 *   {@link PREVIEW_EVALUATION_RATE_LIMIT} calls per account, then 429 with Retry-After.
 * 401 without a session, 403 for an account that authors no project, 400 for a body or
 * model that does not validate (with the type's schema when `typeSlug` is given).
 */
export function activityTestRoutes(services: ServerServices, evaluator: PreviewEvaluator = sharedPreviewEvaluator()): Router {
  const router = new Router({ prefix: '/api/v1/project/test' });

  router.put('/transform', async (ctx) => {
    await requireAuthorOrInstructor(ctx, services);
    const body = await readBody(ctx, transformBody);
    const type = previewType(services, body.typeSlug);
    const model = checkActivityModel(type, body.model, 'model');
    ctx.body = { result: 'success', transformed: attemptModel(type, model, newAttemptSeed(), 1, services.logger) };
  });

  router.put('/evaluate', async (ctx) => {
    const user = await requireAuthorOrInstructor(ctx, services);
    const limit = await services.rateLimiter.hit(`preview-evaluate:user:${user.id}`, PREVIEW_EVALUATION_RATE_LIMIT);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs, 'Too many answer checks');
    const body = await readBody(ctx, evaluateBody);
    const type = previewType(services, body.typeSlug);
    // The model is checked on the preview thread too: a hundred long rules take tens of milliseconds to check.
    const answer = await evaluator.evaluate({ typeSlug: type.slug, ownEvaluator: type.evaluate !== undefined, checkModel: true, model: body.model, partResponses: body.partResponses });
    if (answer.problem !== undefined) throw badRequest(answer.problem);
    for (const failure of answer.failures) services.logger.error(failure);
    if (answer.workExceeded) throw new HttpError(422, TOO_COMPLEX_MESSAGE);
    ctx.body = { result: 'success', evaluations: answer.evaluations };
  });

  return router;
}
