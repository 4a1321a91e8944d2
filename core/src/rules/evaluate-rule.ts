import { evaluateExpression } from './evaluate-expression.js';
import { parseRuleCached } from './parse-rule-cached.js';
import type { RuleContext, RuleInput } from './rule-context.js';

/**
 * Parses (through a bounded cache) and evaluates rule text against a learner's answer:
 * the one call a response matcher needs.
 * @example `evaluateRule('input = {[1,2]}', '1.5', { attemptNumber: 1 })` returns `true`.
 * @throws RuleSyntaxError for malformed rule text; RuleEvaluationError when the rule
 * cannot be applied to this answer (see {@link evaluateExpression}).
 * @public
 */
export function evaluateRule(rule: string, input: RuleInput, context: RuleContext): boolean {
  return evaluateExpression(parseRuleCached(rule), input, context);
}
