import {
  evaluateActivityPart,
  PART_ERROR_FEEDBACK,
  RuleWorkBudget,
  type ActivityTypeContribution,
  type Logger,
  type PartEvaluation,
  type PartResponse,
} from '@quire/core';

/**
 * Evaluates each response on the server. Core's evaluator already turns a bad rule into an
 * error for its part; a type's own evaluator that throws is caught here too, so one broken
 * part (or plugin) gives that part an error and never fails the whole submission. The
 * responses share one work budget, so no stored model, however its rules were made, holds
 * the server longer than the budget allows: the parts it does not cover answer errors.
 */
export function evaluateParts(
  type: ActivityTypeContribution,
  model: unknown,
  responses: readonly PartResponse[],
  attemptNumber: number,
  logger: Logger,
  budget: RuleWorkBudget = new RuleWorkBudget(),
): PartEvaluation[] {
  return responses.map((response) => {
    try {
      return evaluateActivityPart(type, model, response, { attemptNumber, budget });
    } catch (error) {
      logger.error(`Activity type '${type.slug}' failed to evaluate part '${response.partId}': ${(error as Error).stack ?? String(error)}`);
      return { partId: response.partId, score: null, outOf: null, error: PART_ERROR_FEEDBACK };
    }
  });
}
