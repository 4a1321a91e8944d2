import type { AuthorRule, AuthorRuleTarget, TextAuthorRule } from './author-rule.js';
import { isValidNumericAnswer } from './is-valid-numeric-answer.js';
import { printRule } from './print-rule.js';
import type { NumericRuleOperator, RuleExpression, RuleLhs, RuleValue, TextRuleOperator } from './rule-expression.js';

const INPUT_ID = /^[A-Za-z0-9_-]+$/;

/**
 * Writes an editor condition as canonical rule text (via {@link printRule}), so the
 * editor's structured form and the stored rule cannot drift apart:
 *
 * | operator | rule |
 * | --- | --- |
 * | contains / notcontains | `input contains {v}` / `!(input contains {v})` |
 * | regex / equals / iequals | `input like {v}` / `input equals {v}` / `input iequals {v}` |
 * | gt / lt / eq / neq | `input > {v}` / `input < {v}` / `input = {v}` / `!(input = {v})` |
 * | gte / lte | `input > {v} \|\| input = {v}` / `input < {v} \|\| input = {v}` |
 * | btw / nbtw | `input = {[a,b]}` (or `(a,b)`) / `!(input = {[a,b]})` |
 *
 * A precision becomes `#p` on each numeric value (`{3.10#3}`, `{[1,2]#3}`). Range bounds
 * are written low first. With `inputRef` the left-hand side is `input_ref_<id>`.
 * @throws RangeError when a numeric value or bound is not a valid number (see
 * {@link isValidNumericAnswer}), a precision is not a positive integer, or `inputRef` is
 * not a valid input id: such rules would fail at evaluation or not parse at all.
 * @public
 */
export function buildRule(rule: AuthorRule): string {
  const lhs = targetLhs(rule);
  const numeric = (op: NumericRuleOperator, value: RuleValue): RuleExpression => ({ type: 'clause', lhs, op, value });
  if (rule.kind === 'text') return printRule(textExpression(lhs, rule));

  const precision = checkPrecision(rule.precision);
  if (rule.kind === 'range') {
    const [a, b] = [checkNumber(rule.lower), checkNumber(rule.upper)];
    const [lower, upper] = Number(a) > Number(b) ? [b, a] : [a, b];
    const range: RuleValue = {
      kind: 'range',
      lower: { text: lower, value: Number(lower) },
      upper: { text: upper, value: Number(upper) },
      lowerInclusive: rule.inclusive,
      upperInclusive: rule.inclusive,
      ...precision,
    };
    return printRule(rule.operator === 'btw' ? numeric('=', range) : not(numeric('=', range)));
  }

  const value: RuleValue = { kind: 'number', text: checkNumber(rule.value), value: Number(rule.value), ...precision };
  switch (rule.operator) {
    case 'gt':
      return printRule(numeric('>', value));
    case 'lt':
      return printRule(numeric('<', value));
    case 'eq':
      return printRule(numeric('=', value));
    case 'neq':
      return printRule(not(numeric('=', value)));
    case 'gte':
      return printRule({ type: 'or', left: numeric('>', value), right: numeric('=', value) });
    case 'lte':
      return printRule({ type: 'or', left: numeric('<', value), right: numeric('=', value) });
  }
}

function textExpression(lhs: RuleLhs, rule: TextAuthorRule): RuleExpression {
  const clause = (op: TextRuleOperator): RuleExpression => ({
    type: 'clause',
    lhs,
    op,
    value: { kind: 'text', text: rule.value },
  });
  switch (rule.operator) {
    case 'contains':
      return clause('contains');
    case 'notcontains':
      return not(clause('contains'));
    case 'regex':
      return clause('like');
    case 'equals':
      return clause('equals');
    case 'iequals':
      return clause('iequals');
  }
}

function not(operand: RuleExpression): RuleExpression {
  return { type: 'not', operand };
}

function targetLhs(target: AuthorRuleTarget): RuleLhs {
  if (target.inputRef === undefined) return { kind: 'input' };
  if (!INPUT_ID.test(target.inputRef)) {
    throw new RangeError(`buildRule: "${target.inputRef}" is not a valid input id (letters, digits, _ and -)`);
  }
  return { kind: 'inputRef', id: target.inputRef };
}

function checkNumber(text: string): string {
  if (!isValidNumericAnswer(text)) throw new RangeError(`buildRule: "${text}" is not a valid number`);
  return text;
}

function checkPrecision(precision: number | undefined): { precision?: number } {
  if (precision === undefined) return {};
  if (!Number.isSafeInteger(precision) || precision < 1) {
    throw new RangeError(`buildRule: precision must be a positive integer, got ${precision}`);
  }
  return { precision };
}
