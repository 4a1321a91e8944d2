import type { RuleLhs } from './rule-expression.js';
import type { RuleInput } from './rule-context.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';

/**
 * Returns the answer string an `input`, `length(input)` or `input_ref_<id>` clause
 * reads. Mixing the shapes is an error rather than a guess: `input` needs a single
 * answer, `input_ref_<id>` needs a map holding `<id>`.
 * @throws RuleEvaluationError when the input has the wrong shape or lacks the id, or
 * for `attemptNumber`, which has no answer text.
 * @public
 */
export function readAnswer(lhs: RuleLhs, input: RuleInput): string {
  if (lhs.kind === 'attemptNumber') {
    throw new RuleEvaluationError('attemptNumber has no answer text to read');
  }
  if (lhs.kind === 'inputRef') {
    if (typeof input === 'string') {
      throw new RuleEvaluationError(
        `input_ref_${lhs.id} needs a multi-input answer, but the answer is a single string`,
      );
    }
    // Own properties only, so an id such as `constructor` is not found on the prototype.
    if (!Object.hasOwn(input, lhs.id)) {
      throw new RuleEvaluationError(`The answer has no input with id "${lhs.id}"`);
    }
    return input[lhs.id];
  }
  if (typeof input !== 'string') {
    throw new RuleEvaluationError(
      'input needs a single answer, but the answer is a multi-input map; use input_ref_<id>',
    );
  }
  return input;
}
