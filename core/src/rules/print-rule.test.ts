import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseNumericValue } from './parse-numeric-value.js';
import { parseRule } from './parse-rule.js';
import { printRule } from './print-rule.js';
import {
  NUMERIC_RULE_OPERATORS,
  TEXT_RULE_OPERATORS,
  type RangeBound,
  type RuleExpression,
  type RuleLhs,
  type RuleValue,
} from './rule-expression.js';
import { RuleSyntaxError } from './rule-syntax-error.js';

const canonical = (rule: string) => printRule(parseRule(rule));

describe('printRule', () => {
  it('prints clauses with single spaces and escaped values', () => {
    expect(canonical('input   like{a\\}b}')).toBe('input like {a\\}b}');
    expect(canonical('input like {\\d+}')).toBe('input like {\\\\d+}');
    expect(canonical('attemptNumber>{1}')).toBe('attemptNumber > {1}');
    expect(canonical('length(input)<{5}')).toBe('length(input) < {5}');
    expect(canonical('input_ref_x iequals {Yes}')).toBe('input_ref_x iequals {Yes}');
  });

  it('keeps numbers as written and normalises ranges', () => {
    expect(canonical('input = {3.10#3}')).toBe('input = {3.10#3}');
    expect(canonical('input = {+1E3}')).toBe('input = {+1E3}');
    expect(canonical('input = {[ 2 , 1 ]#03}')).toBe('input = {[1,2]#3}');
    expect(canonical('input = {[2,1)}')).toBe('input = {(1,2]}');
    expect(canonical('input = {abc}')).toBe('input = {abc}');
  });

  it('normalises spacing and parentheses', () => {
    expect(canonical('(input  like {a})||!input={3}')).toBe('input like {a} || !(input = {3})');
  });

  it('writes negation as !(x)', () => {
    expect(canonical('!input like {a}')).toBe('!(input like {a})');
    expect(canonical('(!(input contains {x}))')).toBe('!(input contains {x})');
    expect(canonical('!!input like {a}')).toBe('!(!(input like {a}))');
  });

  it('adds parentheses only where the tree needs them', () => {
    expect(canonical('(input like {a} && input like {b}) || input like {c}')).toBe(
      'input like {a} && input like {b} || input like {c}',
    );
    expect(canonical('input like {a} && (input like {b} || input like {c})')).toBe(
      'input like {a} && (input like {b} || input like {c})',
    );
    expect(canonical('(input like {a} || input like {b}) && input like {c}')).toBe(
      '(input like {a} || input like {b}) && input like {c}',
    );
    expect(canonical('input like {a} && (input like {b} && input like {c})')).toBe(
      'input like {a} && (input like {b} && input like {c})',
    );
    expect(canonical('(input like {a} && input like {b}) && input like {c}')).toBe(
      'input like {a} && input like {b} && input like {c}',
    );
    expect(canonical('input like {a} || (input like {b} || input like {c})')).toBe(
      'input like {a} || (input like {b} || input like {c})',
    );
    expect(canonical('input = {3} || (input > {3})')).toBe('input = {3} || input > {3}');
  });
});

const idArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,6}$/);
const lhsArb: fc.Arbitrary<RuleLhs> = fc.oneof(
  fc.constant<RuleLhs>({ kind: 'input' }),
  fc.constant<RuleLhs>({ kind: 'attemptNumber' }),
  fc.constant<RuleLhs>({ kind: 'inputLength' }),
  idArb.map((id): RuleLhs => ({ kind: 'inputRef', id })),
);

// Characters that matter to the lexer, mixed with ordinary ones.
const trickyText = fc.string({
  unit: fc.constantFrom('{', '}', '\\', '(', ')', '&', '|', '!', '#', '[', ']', ',', ' ', '\t', 'a', 'Z', '1', '.', 'é', '😀'),
  maxLength: 12,
});
const textArb = fc.oneof(trickyText, fc.string({ unit: 'binary', maxLength: 8 }));

const numberTextArb = fc.stringMatching(/^[+-]?(\d{1,4}\.?\d{0,3}|\.\d{1,3})([eE][+-]?\d{1,2})?$/);
const precisionArb = fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined });
const withPrecision = (precision: number | undefined) => (precision === undefined ? {} : { precision });

const numberValueArb: fc.Arbitrary<RuleValue> = fc
  .tuple(numberTextArb, precisionArb)
  .map(([text, precision]) => ({ kind: 'number', text, value: Number(text), ...withPrecision(precision) }));

const rangeValueArb: fc.Arbitrary<RuleValue> = fc
  .tuple(numberTextArb, numberTextArb, fc.boolean(), fc.boolean(), precisionArb)
  .map(([x, y, lowerInclusive, upperInclusive, precision]) => {
    const [lower, upper]: RangeBound[] = [x, y]
      .map((text) => ({ text, value: Number(text) }))
      .sort((p, q) => p.value - q.value);
    return { kind: 'range', lower, upper, lowerInclusive, upperInclusive, ...withPrecision(precision) };
  });

// A numeric operator keeps a text value only when it is not a number or range.
const numericTextValueArb: fc.Arbitrary<RuleValue> = textArb
  .filter((text) => parseNumericValue(text).kind === 'text')
  .map((text) => ({ kind: 'text', text }));

// fc.record builds null-prototype objects; the parser builds plain ones.
const plain = <T extends object>(record: T): T => ({ ...record });

const clauseArb: fc.Arbitrary<RuleExpression> = fc.oneof(
  fc.record({
    type: fc.constant('clause' as const),
    lhs: lhsArb,
    op: fc.constantFrom(...TEXT_RULE_OPERATORS),
    value: textArb.map((text) => ({ kind: 'text' as const, text })),
  }).map(plain),
  fc.record({
    type: fc.constant('clause' as const),
    lhs: lhsArb,
    op: fc.constantFrom(...NUMERIC_RULE_OPERATORS),
    value: fc.oneof(numberValueArb, rangeValueArb, numericTextValueArb),
  }).map(plain),
);

const { expr: exprArb } = fc.letrec<{ expr: RuleExpression }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', maxDepth: 5 },
    clauseArb,
    fc.record({ type: fc.constant('and' as const), left: tie('expr'), right: tie('expr') }).map(plain),
    fc.record({ type: fc.constant('or' as const), left: tie('expr'), right: tie('expr') }).map(plain),
    fc.record({ type: fc.constant('not' as const), operand: tie('expr') }).map(plain),
  ),
}));

describe('printRule and parseRule round trip', () => {
  it('parses printed rules back to the same tree, and prints that tree the same way', () => {
    fc.assert(
      fc.property(exprArb, (expr) => {
        const printed = printRule(expr);
        const reparsed = parseRule(printed);
        expect(reparsed).toStrictEqual(expr);
        expect(printRule(reparsed)).toBe(printed);
      }),
      { numRuns: 400 },
    );
  });

  it('parses arbitrary text either to a stable rule or to a RuleSyntaxError', () => {
    const ruleChars = fc.constantFrom(
      'input', 'attemptNumber', 'length(input)', 'input_ref_a', ' like ', ' = ', ' < ', ' > ', ' contains ',
      '{x}', '{3}', '{[1,2]}', '{', '}', '\\', '(', ')', '!', '&&', '||', ' ', '3',
    );
    fc.assert(
      fc.property(fc.array(ruleChars, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        let expr: RuleExpression;
        try {
          expr = parseRule(text);
        } catch (error) {
          expect(error).toBeInstanceOf(RuleSyntaxError);
          return;
        }
        expect(parseRule(printRule(expr))).toStrictEqual(expr);
      }),
      { numRuns: 400 },
    );
  });
});
