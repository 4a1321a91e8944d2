import type { ActivityTypeContribution, EvaluationContext, PartEvaluation, PartResponse } from '../extension/points/activity-type.js';
import type { Part } from '../model/activity.js';
import { applyShuffleTransformations } from './apply-transformations.js';
import { evaluatePart } from './evaluate-part.js';

/** The authored parts of a model, or none when it has no authoring part. @public */
export function modelParts(model: unknown): readonly Part[] {
  const authoring = (model as { authoring?: { parts?: unknown } } | null)?.authoring;
  return Array.isArray(authoring?.parts) ? (authoring.parts as Part[]) : [];
}

/**
 * Evaluates one part's response with the activity type's own evaluator, or else with
 * core's: the part's responses in order through the rule engine. A response to a part the
 * model does not have answers an error for that part.
 * @public
 */
export function evaluateActivityPart(
  type: ActivityTypeContribution,
  model: unknown,
  response: PartResponse,
  context: EvaluationContext,
): PartEvaluation {
  if (type.evaluate) return type.evaluate(model, response, context);
  const part = modelParts(model).find((candidate) => candidate.id === response.partId);
  if (!part) return { partId: response.partId, score: null, outOf: null, error: `The activity has no part '${response.partId}'` };
  return evaluatePart(part, response.input, context);
}

/**
 * The model of one attempt: the type's own `transform`, or else core's shuffle
 * transformations of top-level arrays.
 * @public
 */
export function transformActivityModel<M>(type: ActivityTypeContribution<M>, model: M, seed: number, context: EvaluationContext): M {
  if (type.transform) return type.transform(model, seed, context);
  return applyShuffleTransformations(model as never, seed, context.attemptNumber) as M;
}
