import { escapeRuleValue } from './escape-rule-value.js';
import type { RuleExpression, RuleLhs, RuleValue } from './rule-expression.js';

/**
 * Prints a {@link RuleExpression} as canonical rule text: single spaces, `!(x)` for
 * negation, and parentheses only where precedence or left-association needs them (an
 * `||` inside `&&`, or a right operand of the same operator). Parsing the result gives
 * back the same tree, and printing that tree gives the same text again.
 * @example `printRule(parseRule('(input  like {a})||!input={3}'))` returns
 * `'input like {a} || !(input = {3})'`.
 * @public
 */
export function printRule(expr: RuleExpression): string {
  switch (expr.type) {
    case 'clause':
      return `${printLhs(expr.lhs)} ${expr.op} {${escapeRuleValue(printValue(expr.value))}}`;
    case 'not':
      return `!(${printRule(expr.operand)})`;
    case 'and': {
      const left = wrapIf(expr.left, expr.left.type === 'or');
      return `${left} && ${wrapIf(expr.right, expr.right.type === 'or' || expr.right.type === 'and')}`;
    }
    case 'or':
      return `${printRule(expr.left)} || ${wrapIf(expr.right, expr.right.type === 'or')}`;
  }
}

function wrapIf(expr: RuleExpression, wrap: boolean): string {
  return wrap ? `(${printRule(expr)})` : printRule(expr);
}

function printLhs(lhs: RuleLhs): string {
  switch (lhs.kind) {
    case 'input':
      return 'input';
    case 'attemptNumber':
      return 'attemptNumber';
    case 'inputLength':
      return 'length(input)';
    case 'inputRef':
      return `input_ref_${lhs.id}`;
  }
}

function printValue(value: RuleValue): string {
  const precision = value.kind !== 'text' && value.precision !== undefined ? `#${value.precision}` : '';
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'number':
      return value.text + precision;
    case 'range':
      return (
        (value.lowerInclusive ? '[' : '(') +
        `${value.lower.text},${value.upper.text}` +
        (value.upperInclusive ? ']' : ')') +
        precision
      );
  }
}
