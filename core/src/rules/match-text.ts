import { compileLikePattern } from './compile-like-pattern.js';
import type { TextRuleOperator } from './rule-expression.js';
import type { RuleWorkBudget } from './rule-work-budget.js';

/**
 * Applies a text operator to the learner's answer and the rule's raw value:
 * - `like`: regular-expression search anywhere in the answer (unanchored);
 * - `contains`: case-insensitive substring;
 * - `equals`: the answer, with whitespace runs collapsed to one space and trimmed,
 *   equals the value as written (case-sensitive);
 * - `iequals`: as `equals` but ignoring case.
 *
 * `equals`/`iequals` compare Unicode NFC forms, so a precomposed `é` equals `e` plus a
 * combining accent, as learners cannot see the difference. With a `budget`, the work is
 * charged to it before it is done.
 * @throws RuleEvaluationError for an invalid `like` pattern or one over the size limits;
 * RuleWorkExceededError when the budget runs out.
 * @public
 */
export function matchText(op: TextRuleOperator, answer: string, value: string, budget?: RuleWorkBudget): boolean {
  if (op === 'like') {
    const pattern = compileLikePattern(value);
    budget?.chargePattern(value, pattern.size, answer);
    return pattern.test(answer);
  }
  budget?.chargeText(answer);
  switch (op) {
    case 'contains':
      return answer.toLowerCase().includes(value.toLowerCase());
    case 'equals':
      return tidy(answer) === value.normalize('NFC');
    case 'iequals':
      return tidy(answer).toLowerCase() === value.normalize('NFC').toLowerCase();
  }
}

function tidy(answer: string): string {
  return answer.replace(/\s+/g, ' ').trim().normalize('NFC');
}
