import { compareNumeric } from './compare-numeric.js';
import { matchText } from './match-text.js';
import { readAnswer } from './read-answer.js';
import type { RuleContext, RuleInput } from './rule-context.js';
import { isTextRuleClause, type RuleClause, type RuleExpression } from './rule-expression.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';

/**
 * Evaluates a parsed rule against a learner's answer. `&&` and `||` short-circuit
 * left to right, so a clause that would throw is not reached once the result is known
 * (as in Torus, whose evaluator does the same).
 *
 * Numeric clauses on `input`/`input_ref_<id>` ignore whitespace around the answer;
 * `attemptNumber` reads `context.attemptNumber`; `length(input)` is the number of
 * Unicode code points of the answer.
 * @throws RuleEvaluationError when a clause cannot be applied (see {@link compareNumeric},
 * {@link matchText}, {@link readAnswer}); text operators on `attemptNumber` or
 * `length(input)` are errors too.
 * @public
 */
export function evaluateExpression(expr: RuleExpression, input: RuleInput, context: RuleContext): boolean {
  switch (expr.type) {
    case 'clause':
      return evaluateClause(expr, input, context);
    case 'not':
      return !evaluateExpression(expr.operand, input, context);
    case 'and':
      return evaluateExpression(expr.left, input, context) && evaluateExpression(expr.right, input, context);
    case 'or':
      return evaluateExpression(expr.left, input, context) || evaluateExpression(expr.right, input, context);
  }
}

function evaluateClause(clause: RuleClause, input: RuleInput, context: RuleContext): boolean {
  const { lhs } = clause;
  if (isTextRuleClause(clause)) {
    if (lhs.kind === 'attemptNumber' || lhs.kind === 'inputLength') {
      const name = lhs.kind === 'attemptNumber' ? 'attemptNumber' : 'length(input)';
      throw new RuleEvaluationError(`"${clause.op}" compares text, but ${name} is a number`);
    }
    return matchText(clause.op, readAnswer(lhs, input), clause.value.text, context.budget);
  }
  let answer: string;
  if (lhs.kind === 'attemptNumber') answer = String(context.attemptNumber);
  else if (lhs.kind === 'inputLength') answer = String([...readAnswer(lhs, input)].length);
  else answer = readAnswer(lhs, input).trim();
  return compareNumeric(clause.op, answer, clause.value);
}
