import { evaluateExpression } from './evaluate-expression.js';
import { parseRuleCached } from './parse-rule-cached.js';
import type { RuleContext, RuleInput } from './rule-context.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';
import { ruleLengthProblem } from './rule-limits.js';

/**
 * Parses (through a bounded cache) and evaluates rule text against a learner's answer:
 * the one call a response matcher needs. A rule over {@link MAX_RULE_LENGTH}, which can
 * only be stored from before the limit, is not parsed.
 * @example `evaluateRule('input = {[1,2]}', '1.5', { attemptNumber: 1 })` returns `true`.
 * @throws RuleSyntaxError for malformed rule text; RuleEvaluationError when the rule is
 * over a size limit or cannot be applied to this answer (see {@link evaluateExpression}),
 * RuleWorkExceededError when `context.budget` runs out.
 * @public
 */
export function evaluateRule(rule: string, input: RuleInput, context: RuleContext): boolean {
  const tooLong = ruleLengthProblem(rule);
  if (tooLong) throw new RuleEvaluationError(tooLong);
  context.budget?.chargeRule(rule);
  return evaluateExpression(parseRuleCached(rule), input, context);
}
