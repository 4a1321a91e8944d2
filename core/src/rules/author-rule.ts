/** Text operators offered to authors in the activity editor. @public */
export const TEXT_AUTHOR_OPERATORS = ['contains', 'notcontains', 'regex', 'equals', 'iequals'] as const;

/** Numeric operators offered to authors in the activity editor. @public */
export const NUMERIC_AUTHOR_OPERATORS = ['gt', 'gte', 'eq', 'lt', 'lte', 'neq'] as const;

/** Range operators offered to authors in the activity editor. @public */
export const RANGE_AUTHOR_OPERATORS = ['btw', 'nbtw'] as const;

/** An editor text operator; `regex` is the rule language's `like`. @public */
export type TextAuthorOperator = (typeof TEXT_AUTHOR_OPERATORS)[number];

/** An editor numeric operator; `gte`, `lte` and `neq` combine clauses. @public */
export type NumericAuthorOperator = (typeof NUMERIC_AUTHOR_OPERATORS)[number];

/** An editor range operator: inside (`btw`) or outside (`nbtw`) a range. @public */
export type RangeAuthorOperator = (typeof RANGE_AUTHOR_OPERATORS)[number];

/**
 * Targets one input of a multi-input question: the rule reads `input_ref_<inputRef>`
 * instead of `input`. Absent for single-input questions.
 * @public
 */
export interface AuthorRuleTarget {
  readonly inputRef?: string;
}

/**
 * A text condition as the editor shows it. `value` is the raw text (a pattern for
 * `regex`), unescaped.
 * @public
 */
export interface TextAuthorRule extends AuthorRuleTarget {
  readonly kind: 'text';
  readonly operator: TextAuthorOperator;
  readonly value: string;
}

/**
 * A numeric condition as the editor shows it. `value` is numeric text as the author
 * typed it (kept as text so `3.10` is not turned into `3.1`); `precision` is the
 * required number of significant figures.
 * @public
 */
export interface NumericAuthorRule extends AuthorRuleTarget {
  readonly kind: 'numeric';
  readonly operator: NumericAuthorOperator;
  readonly value: string;
  readonly precision?: number;
}

/**
 * A range condition as the editor shows it: `btw` matches answers between `lower` and
 * `upper`, `nbtw` answers outside. Both ends are inclusive or both exclusive, as the
 * editor offers one switch; rules with mixed ends are left to the raw rule editor.
 * @public
 */
export interface RangeAuthorRule extends AuthorRuleTarget {
  readonly kind: 'range';
  readonly operator: RangeAuthorOperator;
  readonly lower: string;
  readonly upper: string;
  readonly inclusive: boolean;
  readonly precision?: number;
}

/**
 * The structured form of the rules the activity editor builds, which
 * {@link buildRule} turns into rule text and {@link describeRule} recovers from it.
 * @public
 */
export type AuthorRule = TextAuthorRule | NumericAuthorRule | RangeAuthorRule;
