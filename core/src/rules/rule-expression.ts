/**
 * The left-hand side of a clause: what the rule reads from the attempt.
 * `inputLength` is `length(input)`; `inputRef` is `input_ref_<id>`, one entry of a
 * multi-input answer.
 * @public
 */
export type RuleLhs =
  | { readonly kind: 'input' }
  | { readonly kind: 'attemptNumber' }
  | { readonly kind: 'inputLength' }
  | { readonly kind: 'inputRef'; readonly id: string };

/**
 * Operators that compare the answer as text. Their value is always used raw, so a value
 * such as `{3.10}` under `equals` stays the text `3.10`.
 * @public
 */
export type TextRuleOperator = 'like' | 'contains' | 'equals' | 'iequals';

/** Operators that compare the answer as a number. @public */
export type NumericRuleOperator = '=' | '<' | '>';

/** Every clause operator of the rule language. @public */
export type RuleOperator = TextRuleOperator | NumericRuleOperator;

/** The text operators, so the lexer and tests share one list. @public */
export const TEXT_RULE_OPERATORS: readonly TextRuleOperator[] = ['like', 'contains', 'equals', 'iequals'];

/** The numeric operators, so the lexer and tests share one list. @public */
export const NUMERIC_RULE_OPERATORS: readonly NumericRuleOperator[] = ['=', '<', '>'];

/**
 * A braced value kept as the text between the braces, unescaped. Under a numeric
 * operator it marks a value that is not a number or range, which fails at evaluation
 * rather than at parse time so imported rules still load.
 * @public
 */
export interface TextValue {
  readonly kind: 'text';
  readonly text: string;
}

/**
 * A number as written (`text`, so printing keeps `3.10` rather than `3.1`) and as
 * parsed (`value`). `precision` is the `#P` significant-figure requirement.
 * @public
 */
export interface NumberValue {
  readonly kind: 'number';
  readonly text: string;
  readonly value: number;
  readonly precision?: number;
}

/** One end of a range, as written and as parsed. @public */
export interface RangeBound {
  readonly text: string;
  readonly value: number;
}

/**
 * A range value such as `[1,2]` or `(1,2]#3`. Bounds are stored low first whatever
 * order the author used; each bound keeps the inclusivity of the bracket it was written
 * next to.
 * @public
 */
export interface RangeValue {
  readonly kind: 'range';
  readonly lower: RangeBound;
  readonly upper: RangeBound;
  readonly lowerInclusive: boolean;
  readonly upperInclusive: boolean;
  readonly precision?: number;
}

/** Any parsed braced value. @public */
export type RuleValue = TextValue | NumberValue | RangeValue;

/**
 * One comparison `lhs op {value}`. The union ties text operators to text values, so an
 * AST cannot claim `like` compares against a number.
 * @public
 */
export type RuleClause =
  | { readonly type: 'clause'; readonly lhs: RuleLhs; readonly op: TextRuleOperator; readonly value: TextValue }
  | { readonly type: 'clause'; readonly lhs: RuleLhs; readonly op: NumericRuleOperator; readonly value: RuleValue };

/**
 * A parsed rule. `and`/`or` are binary and left-associative, mirroring the text, so that
 * parsing printed text gives back the same tree.
 * @public
 */
export type RuleExpression =
  | RuleClause
  | { readonly type: 'and'; readonly left: RuleExpression; readonly right: RuleExpression }
  | { readonly type: 'or'; readonly left: RuleExpression; readonly right: RuleExpression }
  | { readonly type: 'not'; readonly operand: RuleExpression };

/** True for the operators that compare text, used to pick how a value is parsed. @public */
export function isTextRuleOperator(op: RuleOperator): op is TextRuleOperator {
  return (TEXT_RULE_OPERATORS as readonly RuleOperator[]).includes(op);
}

/** A clause whose operator compares text. @public */
export type TextRuleClause = Extract<RuleClause, { readonly op: TextRuleOperator }>;

/** Narrows a clause to a text comparison, so its value is known to be text. @public */
export function isTextRuleClause(clause: RuleClause): clause is TextRuleClause {
  return isTextRuleOperator(clause.op);
}
