import {
  evaluatePart,
  isValidNumericAnswer,
  partOutOf,
  unmatchedAnswer,
  type EvaluationContext,
  type PartEvaluation,
  type PartResponse,
} from '@quire/plugin-sdk';
import type { ShortAnswerModel } from './short-answer-model.js';

/**
 * Evaluates a learner's answer with core's rule engine (the first matching response).
 *
 * A numeric question answered with text that is not a number (see
 * `isValidNumericAnswer`) scores as a wrong answer — the part's `incorrectScore`, or 0,
 * with the explanation — rather than as an error: the system did not fail, the learner
 * typed something that cannot be right. The delivery view also keeps Submit off until the
 * field holds a number.
 * @public
 */
export function evaluateShortAnswer(model: ShortAnswerModel, response: PartResponse, context: EvaluationContext): PartEvaluation {
  const part = model.authoring.parts.find((candidate) => candidate.id === response.partId);
  if (!part) return { partId: response.partId, score: null, outOf: null, error: `The activity has no part '${response.partId}'` };
  if (typeof response.input !== 'string') {
    return { partId: part.id, score: null, outOf: partOutOf(part), error: 'A short answer takes a single text answer' };
  }
  if (model.inputType === 'numeric' && part.gradingApproach !== 'manual' && !isValidNumericAnswer(response.input.trim())) {
    return unmatchedAnswer(part);
  }
  return evaluatePart(part, response.input, context);
}
