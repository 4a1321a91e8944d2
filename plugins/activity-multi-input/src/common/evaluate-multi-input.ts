import { evaluatePart, isValidNumericAnswer, partOutOf, unmatchedAnswer, type EvaluationContext, type PartEvaluation, type PartResponse } from '@quire/plugin-sdk';
import { type MultiInputModel } from './multi-input-schema.js';

/**
 * Evaluates one part of a multi-input question. The response's `input` is the whole
 * answer map, input id → text (a dropdown answers its choice id), because a part's rules
 * read `input_ref_<inputId>` and may read other inputs too. The part's own input counts as
 * blank when the map leaves it out.
 *
 * As in short answer, a numeric input holding text that is not a number scores as a wrong
 * answer (the part's `incorrectScore`, or 0) instead of an error.
 * @public
 */
export function evaluateMultiInput(model: MultiInputModel, response: PartResponse, context: EvaluationContext): PartEvaluation {
  const part = model.authoring.parts.find((candidate) => candidate.id === response.partId);
  if (!part) return { partId: response.partId, score: null, outOf: null, error: `The activity has no part '${response.partId}'` };
  if (typeof response.input === 'string') {
    return { partId: part.id, score: null, outOf: partOutOf(part), error: 'A multi-input answer maps each input id to its answer' };
  }
  const input = model.inputs.find((candidate) => candidate.partId === part.id);
  const answers = input && !Object.hasOwn(response.input, input.id) ? { ...response.input, [input.id]: '' } : response.input;
  if (input?.inputType === 'numeric' && part.gradingApproach !== 'manual' && !isValidNumericAnswer(answers[input.id].trim())) {
    return unmatchedAnswer(part);
  }
  return evaluatePart(part, answers, context);
}
