import {
  NUMERIC_AUTHOR_OPERATORS,
  RANGE_AUTHOR_OPERATORS,
  TEXT_AUTHOR_OPERATORS,
  type AuthorRule,
  type NumericAuthorOperator,
  type RangeAuthorOperator,
  type TextAuthorOperator,
} from '@quire/core';

/** The labels of the rule operators in the response editor's menu. @public */
export const OPERATOR_LABELS: Record<TextAuthorOperator | NumericAuthorOperator | RangeAuthorOperator, string> = {
  contains: 'Contains',
  notcontains: 'Does not contain',
  regex: 'Matches regex',
  equals: 'Equals',
  iequals: 'Equals (ignore case)',
  gt: 'Greater than',
  gte: 'Greater than or equal to',
  eq: 'Equal to',
  lt: 'Less than',
  lte: 'Less than or equal to',
  neq: 'Not equal to',
  btw: 'Between',
  nbtw: 'Not between',
};

/** The operators offered for a numeric answer or a text one. @public */
export function operatorsFor(numeric: boolean): readonly (keyof typeof OPERATOR_LABELS)[] {
  return numeric ? [...NUMERIC_AUTHOR_OPERATORS, ...RANGE_AUTHOR_OPERATORS] : TEXT_AUTHOR_OPERATORS;
}

/**
 * The rule after the author picks `operator`, keeping what carries over: the value of a
 * single-number rule becomes both ends of a range, a range's lower end the single value.
 * @public
 */
export function withOperator(rule: AuthorRule, operator: keyof typeof OPERATOR_LABELS): AuthorRule {
  const target = rule.inputRef === undefined ? {} : { inputRef: rule.inputRef };
  const precision = rule.kind !== 'text' && rule.precision !== undefined ? { precision: rule.precision } : {};
  if ((TEXT_AUTHOR_OPERATORS as readonly string[]).includes(operator)) {
    return { kind: 'text', operator: operator as TextAuthorOperator, value: rule.kind === 'range' ? rule.lower : rule.value, ...target };
  }
  if ((RANGE_AUTHOR_OPERATORS as readonly string[]).includes(operator)) {
    if (rule.kind === 'range') return { ...rule, operator: operator as RangeAuthorOperator };
    return { kind: 'range', operator: operator as RangeAuthorOperator, lower: rule.value, upper: rule.value, inclusive: true, ...precision, ...target };
  }
  const value = rule.kind === 'range' ? rule.lower : rule.value;
  return { kind: 'numeric', operator: operator as NumericAuthorOperator, value, ...precision, ...target };
}

/** True for the catch-all rule (`like {.*}`), which matches any answer. @public */
export function isCatchAll(rule: AuthorRule | undefined): boolean {
  return rule?.kind === 'text' && rule.operator === 'regex' && rule.value === '.*';
}

/** True when the editor can show `rule` with the operators of a numeric or a text answer. @public */
export function fitsOperators(rule: AuthorRule | undefined, numeric: boolean): rule is AuthorRule {
  return rule !== undefined && (numeric ? rule.kind !== 'text' : rule.kind === 'text');
}
