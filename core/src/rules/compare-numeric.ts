import { countSignificantFigures } from './count-significant-figures.js';
import { isValidNumericAnswer } from './is-valid-numeric-answer.js';
import type { NumericRuleOperator, RuleValue } from './rule-expression.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';

/**
 * Applies `=`, `<` or `>` to a numeric answer (text as typed, already trimmed) and a
 * parsed value. Equality is exact on the parsed numbers (`0.1` equals `1e-1`, `2.2e-10`
 * does not equal `2.2e-11`): no tolerance, so authors who want one write a range.
 * Ranges work with `=` only. A `#P` precision additionally requires the answer to have
 * exactly P significant figures as typed (see {@link countSignificantFigures}).
 * @throws RuleEvaluationError when the answer or the value is not numeric, or a range is
 * used with `<` or `>`.
 * @public
 */
export function compareNumeric(op: NumericRuleOperator, answer: string, value: RuleValue): boolean {
  if (value.kind === 'text') {
    throw new RuleEvaluationError(`The value {${value.text}} of "${op}" is not a number or range`);
  }
  if (value.kind === 'range' && op !== '=') {
    throw new RuleEvaluationError(`A range can only be compared with "=", not "${op}"`);
  }
  if (!isValidNumericAnswer(answer)) {
    throw new RuleEvaluationError(`The answer "${answer}" is not a number, so "${op}" cannot compare it`);
  }
  const x = Number(answer);
  let inRelation: boolean;
  if (value.kind === 'range') {
    const aboveLower = value.lowerInclusive ? x >= value.lower.value : x > value.lower.value;
    const belowUpper = value.upperInclusive ? x <= value.upper.value : x < value.upper.value;
    inRelation = aboveLower && belowUpper;
  } else {
    inRelation = op === '=' ? x === value.value : op === '<' ? x < value.value : x > value.value;
  }
  return inRelation && (value.precision === undefined || countSignificantFigures(answer) === value.precision);
}
