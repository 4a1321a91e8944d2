import { compileLikePattern } from './compile-like-pattern.js';
import type { TextRuleOperator } from './rule-expression.js';

/**
 * Applies a text operator to the learner's answer and the rule's raw value:
 * - `like`: regular-expression search anywhere in the answer (unanchored);
 * - `contains`: case-insensitive substring;
 * - `equals`: the answer, with whitespace runs collapsed to one space and trimmed,
 *   equals the value as written (case-sensitive);
 * - `iequals`: as `equals` but ignoring case.
 *
 * `equals`/`iequals` compare Unicode NFC forms, so a precomposed `é` equals `e` plus a
 * combining accent, as learners cannot see the difference.
 * @throws RuleEvaluationError for an invalid `like` pattern.
 * @public
 */
export function matchText(op: TextRuleOperator, answer: string, value: string): boolean {
  switch (op) {
    case 'like':
      return compileLikePattern(value).test(answer);
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
