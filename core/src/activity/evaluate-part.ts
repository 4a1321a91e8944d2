import type { EvaluationContext, PartEvaluation } from '../extension/points/activity-type.js';
import type { Part } from '../model/activity.js';
import type { RuleInput } from '../rules/rule-context.js';
import { evaluateRule } from '../rules/evaluate-rule.js';
import { RuleEvaluationError } from '../rules/rule-evaluation-error.js';
import { RuleSyntaxError } from '../rules/rule-syntax-error.js';

export { PART_ERROR_FEEDBACK } from './part-error-feedback.js';

/** What a part is scored out of: its `outOf`, or else its highest response score. @public */
export function partOutOf(part: Pick<Part, 'outOf' | 'responses'>): number {
  if (typeof part.outOf === 'number') return part.outOf;
  return part.responses.reduce((top, response) => Math.max(top, response.score), 0);
}

/**
 * Evaluates a learner's answer to one part with core's rule engine: the first response
 * whose rule matches gives the score and feedback; with none, the part's `incorrectScore`
 * (0 by default). A rule that cannot be parsed or applied (a bad regular expression, an
 * answer of the wrong shape) never throws: the part answers an `error`, with a null score.
 * The explanation comes with every result that is not fully correct. A manually graded
 * part is not scored here: it answers a null score and no feedback.
 * @public
 */
export function evaluatePart(part: Part, input: RuleInput, context: EvaluationContext): PartEvaluation {
  const outOf = partOutOf(part);
  if (part.gradingApproach === 'manual') return { partId: part.id, score: null, outOf, manual: true };
  for (const response of part.responses) {
    let matches: boolean;
    try {
      matches = evaluateRule(response.rule, input, context);
    } catch (error) {
      if (error instanceof RuleEvaluationError || error instanceof RuleSyntaxError) {
        return { partId: part.id, score: null, outOf, error: error.message };
      }
      throw error;
    }
    if (matches) {
      return withExplanation(part, {
        partId: part.id,
        score: response.score,
        outOf,
        responseId: response.id,
        feedback: response.feedback,
      });
    }
  }
  return unmatchedAnswer(part);
}

/**
 * The evaluation of an answer no response of the part matches: the part's
 * `incorrectScore` (0 by default), with the explanation unless that is full marks. Also
 * what an answer that cannot be right gets, such as text in a numeric field.
 * @public
 */
export function unmatchedAnswer(part: Part): PartEvaluation {
  return withExplanation(part, { partId: part.id, score: part.incorrectScore ?? 0, outOf: partOutOf(part) });
}

function withExplanation(part: Part, evaluation: PartEvaluation): PartEvaluation {
  const correct = evaluation.score !== null && evaluation.score === evaluation.outOf;
  return correct || !part.explanation ? evaluation : { ...evaluation, explanation: part.explanation };
}
