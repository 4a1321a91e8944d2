import type { AuthorRule, AuthorRuleTarget, TextAuthorOperator } from './author-rule.js';
import { parseRule } from './parse-rule.js';
import {
  isTextRuleClause,
  type NumberValue,
  type RuleClause,
  type RuleExpression,
  type RuleLhs,
  type TextRuleOperator,
} from './rule-expression.js';
import { RuleSyntaxError } from './rule-syntax-error.js';

const TEXT_OPERATORS: Record<TextRuleOperator, TextAuthorOperator> = {
  contains: 'contains',
  like: 'regex',
  equals: 'equals',
  iequals: 'iequals',
};

const NUMERIC_OPERATORS = { '=': 'eq', '<': 'lt', '>': 'gt' } as const;

/**
 * Recognises rule text the activity editor can show as a simple condition and returns
 * it as an {@link AuthorRule}; returns `undefined` for anything else (including
 * malformed text), so the editor falls back to the raw rule editor.
 *
 * Works on the parsed tree, so spacing and redundant parentheses do not matter: besides
 * what {@link buildRule} writes it accepts the forms Torus writes, such as
 * `(!(input contains {v}))` and `input = {v} || (input > {v})`. `gte`/`lte` need both
 * clauses to read the same input and have the same value text and precision. Ranges
 * need both ends inclusive or both exclusive.
 * @public
 */
export function describeRule(rule: string): AuthorRule | undefined {
  try {
    return describeExpression(parseRule(rule));
  } catch (error) {
    if (error instanceof RuleSyntaxError) return undefined;
    throw error;
  }
}

/** {@link describeRule} for an already parsed rule. @public */
export function describeExpression(expr: RuleExpression): AuthorRule | undefined {
  if (expr.type === 'clause') return describeClause(expr);
  if (expr.type === 'not') {
    const inner = expr.operand.type === 'clause' ? describeClause(expr.operand) : undefined;
    if (inner?.kind === 'text' && inner.operator === 'contains') return { ...inner, operator: 'notcontains' };
    if (inner?.kind === 'numeric' && inner.operator === 'eq') return { ...inner, operator: 'neq' };
    if (inner?.kind === 'range' && inner.operator === 'btw') return { ...inner, operator: 'nbtw' };
    return undefined;
  }
  if (expr.type === 'or' && expr.left.type === 'clause' && expr.right.type === 'clause') {
    return describeInclusiveComparison(expr.left, expr.right) ?? describeInclusiveComparison(expr.right, expr.left);
  }
  return undefined;
}

function describeClause(clause: RuleClause): AuthorRule | undefined {
  const target = targetOf(clause.lhs);
  if (target === undefined) return undefined;
  if (isTextRuleClause(clause)) {
    return { kind: 'text', operator: TEXT_OPERATORS[clause.op], value: clause.value.text, ...target };
  }
  const { value } = clause;
  if (value.kind === 'number') {
    const operator = NUMERIC_OPERATORS[clause.op];
    return { kind: 'numeric', operator, value: value.text, ...precisionOf(value), ...target };
  }
  if (value.kind === 'range' && clause.op === '=' && value.lowerInclusive === value.upperInclusive) {
    return {
      kind: 'range',
      operator: 'btw',
      lower: value.lower.text,
      upper: value.upper.text,
      inclusive: value.lowerInclusive,
      ...precisionOf(value),
      ...target,
    };
  }
  return undefined;
}

// `strict || equal` with one value on one input is gte or lte.
function describeInclusiveComparison(strict: RuleClause, equal: RuleClause): AuthorRule | undefined {
  const s = describeClause(strict);
  const e = describeClause(equal);
  if (s?.kind !== 'numeric' || e?.kind !== 'numeric' || e.operator !== 'eq') return undefined;
  if (s.value !== e.value || s.precision !== e.precision || s.inputRef !== e.inputRef) return undefined;
  if (s.operator === 'gt') return { ...s, operator: 'gte' };
  if (s.operator === 'lt') return { ...s, operator: 'lte' };
  return undefined;
}

function targetOf(lhs: RuleLhs): AuthorRuleTarget | undefined {
  if (lhs.kind === 'input') return {};
  if (lhs.kind === 'inputRef') return { inputRef: lhs.id };
  return undefined;
}

function precisionOf(value: Pick<NumberValue, 'precision'>): { precision?: number } {
  return value.precision === undefined ? {} : { precision: value.precision };
}
