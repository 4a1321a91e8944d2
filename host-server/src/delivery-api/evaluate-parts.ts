import { evaluateActivityPart, PART_ERROR_FEEDBACK, type ActivityTypeContribution, type Logger, type PartEvaluation, type PartResponse } from '@quire/core';

/**
 * Evaluates each response on the server. Core's evaluator already turns a bad rule into an
 * error for its part; a type's own evaluator that throws is caught here too, so one broken
 * part (or plugin) gives that part an error and never fails the whole submission.
 */
export function evaluateParts(
  type: ActivityTypeContribution,
  model: unknown,
  responses: readonly PartResponse[],
  attemptNumber: number,
  logger: Logger,
): PartEvaluation[] {
  return responses.map((response) => {
    try {
      return evaluateActivityPart(type, model, response, { attemptNumber });
    } catch (error) {
      logger.error(`Activity type '${type.slug}' failed to evaluate part '${response.partId}': ${(error as Error).stack ?? String(error)}`);
      return { partId: response.partId, score: null, outOf: null, error: PART_ERROR_FEEDBACK };
    }
  });
}

/**
 * An activity attempt's outcome from its parts' evaluations: `submitted` (and no score yet)
 * while a manually graded part waits for an instructor, else `evaluated` with the parts'
 * scores summed. A part with an error counts as 0.
 */
export function rollUp(evaluations: readonly PartEvaluation[]): { state: 'evaluated' | 'submitted'; score: number | null; outOf: number } {
  const outOf = evaluations.reduce((sum, e) => sum + (e.outOf ?? 0), 0);
  if (evaluations.some((e) => e.manual)) return { state: 'submitted', score: null, outOf };
  return { state: 'evaluated', score: evaluations.reduce((sum, e) => sum + (e.score ?? 0), 0), outOf };
}
