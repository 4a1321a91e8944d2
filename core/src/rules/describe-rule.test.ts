import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  NUMERIC_AUTHOR_OPERATORS,
  RANGE_AUTHOR_OPERATORS,
  TEXT_AUTHOR_OPERATORS,
  type AuthorRule,
  type NumericAuthorOperator,
} from './author-rule.js';
import { buildRule } from './build-rule.js';
import { describeRule } from './describe-rule.js';
import { evaluateRule } from './evaluate-rule.js';

describe('describeRule', () => {
  it('recognises what buildRule writes', () => {
    expect(describeRule('input contains {cell}')).toStrictEqual({ kind: 'text', operator: 'contains', value: 'cell' });
    expect(describeRule('input like {a\\}b}')).toStrictEqual({ kind: 'text', operator: 'regex', value: 'a}b' });
    expect(describeRule('input > {3.10} || input = {3.10}')).toStrictEqual({ kind: 'numeric', operator: 'gte', value: '3.10' });
    expect(describeRule('input = {[1,2]#3}')).toStrictEqual({
      kind: 'range',
      operator: 'btw',
      lower: '1',
      upper: '2',
      inclusive: true,
      precision: 3,
    });
    expect(describeRule('input_ref_a < {3}')).toStrictEqual({ kind: 'numeric', operator: 'lt', value: '3', inputRef: 'a' });
  });

  it('recognises the forms Torus writes', () => {
    expect(describeRule('(!(input contains {x}))')).toStrictEqual({ kind: 'text', operator: 'notcontains', value: 'x' });
    expect(describeRule('input = {3} || (input > {3})')).toStrictEqual({ kind: 'numeric', operator: 'gte', value: '3' });
    expect(describeRule('input = {3#2} || (input < {3#2})')).toStrictEqual({
      kind: 'numeric',
      operator: 'lte',
      value: '3',
      precision: 2,
    });
    expect(describeRule('(!(input = {-4.5}))')).toStrictEqual({ kind: 'numeric', operator: 'neq', value: '-4.5' });
    expect(describeRule('input = {(1,2)#3}')).toStrictEqual({
      kind: 'range',
      operator: 'btw',
      lower: '1',
      upper: '2',
      inclusive: false,
      precision: 3,
    });
    expect(describeRule('(!(input = {[1,2]}))')).toStrictEqual({
      kind: 'range',
      operator: 'nbtw',
      lower: '1',
      upper: '2',
      inclusive: true,
    });
    expect(describeRule('input = {[5,1]}')).toMatchObject({ lower: '1', upper: '5' });
  });

  it.each([
    ['a conjunction', 'input like {a} && input like {b}'],
    ['attemptNumber', 'attemptNumber = {1}'],
    ['length(input)', 'length(input) > {3}'],
    ['a negated regex', '!(input like {x})'],
    ['a negated equals', '!(input equals {x})'],
    ['a double negation', '!(!(input contains {x}))'],
    ['mixed range ends', 'input = {[1,2)}'],
    ['a non-numeric value', 'input = {abc}'],
    ['a range under <', 'input < {[1,2]}'],
    ['gte with two values', 'input > {3} || input = {4}'],
    ['gte with equal values written differently', 'input > {3} || input = {3.0}'],
    ['gte with different precisions', 'input > {3#2} || input = {3}'],
    ['gte across inputs', 'input > {3} || input_ref_a = {3}'],
    ['< or >', 'input > {3} || input < {3}'],
    ['= or =', 'input = {3} || input = {3}'],
    ['a range or a number', 'input = {[1,2]} || input > {2}'],
    ['malformed text', 'input ='],
    ['empty text', ''],
  ])('returns undefined for %s', (_, rule) => {
    expect(describeRule(rule)).toBeUndefined();
  });
});

const inputRef = fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,6}$/), { nil: undefined });
const precision = fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined });
const numberText = fc.stringMatching(/^[+-]?(\d{1,4}\.?\d{0,3}|\.\d{1,3})([eE][+-]?\d{1,2})?$/);
const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : { [key]: value });
const text = fc.string({
  unit: fc.constantFrom('{', '}', '\\', '(', ')', '&', '|', '!', '#', '[', ',', ' ', 'a', '3', '.'),
  maxLength: 10,
});

const authorRuleArb: fc.Arbitrary<AuthorRule> = fc.oneof(
  fc.tuple(fc.constantFrom(...TEXT_AUTHOR_OPERATORS), fc.oneof(text, fc.string()), inputRef).map(
    ([operator, value, ref]): AuthorRule => ({ kind: 'text', operator, value, ...optional('inputRef', ref) }),
  ),
  fc.tuple(fc.constantFrom(...NUMERIC_AUTHOR_OPERATORS), numberText, precision, inputRef).map(
    ([operator, value, p, ref]): AuthorRule => ({
      kind: 'numeric',
      operator,
      value,
      ...optional('precision', p),
      ...optional('inputRef', ref),
    }),
  ),
  fc.tuple(fc.constantFrom(...RANGE_AUTHOR_OPERATORS), numberText, numberText, fc.boolean(), precision, inputRef).map(
    ([operator, a, b, inclusive, p, ref]): AuthorRule => {
      const [lower, upper] = Number(a) > Number(b) ? [b, a] : [a, b];
      return { kind: 'range', operator, lower, upper, inclusive, ...optional('precision', p), ...optional('inputRef', ref) };
    },
  ),
);

describe('describeRule and buildRule round trip', () => {
  it('describes a built rule as the condition it was built from', () => {
    fc.assert(
      fc.property(authorRuleArb, (rule) => {
        expect(describeRule(buildRule(rule))).toStrictEqual(rule);
      }),
      { numRuns: 400 },
    );
  });

  it('builds numeric rules that mean what their operator says', () => {
    const expected: Record<NumericAuthorOperator, (x: number, v: number) => boolean> = {
      gt: (x, v) => x > v,
      gte: (x, v) => x >= v,
      eq: (x, v) => x === v,
      lt: (x, v) => x < v,
      lte: (x, v) => x <= v,
      neq: (x, v) => x !== v,
    };
    const nearby = fc.oneof(numberText, fc.constantFrom('0', '1', '-1', '2.5'));
    fc.assert(
      fc.property(fc.constantFrom(...NUMERIC_AUTHOR_OPERATORS), nearby, nearby, (operator, value, answer) => {
        const rule = buildRule({ kind: 'numeric', operator, value });
        expect(evaluateRule(rule, answer, { attemptNumber: 1 })).toBe(expected[operator](Number(answer), Number(value)));
        expect(evaluateRule(rule, value, { attemptNumber: 1 })).toBe(expected[operator](Number(value), Number(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('builds range rules that mean what their operator says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RANGE_AUTHOR_OPERATORS),
        fc.tuple(numberText, numberText, numberText),
        fc.boolean(),
        (operator, [a, b, answer], inclusive) => {
          const [lo, hi] = [Number(a), Number(b)].sort((p, q) => p - q);
          const x = Number(answer);
          const inside = inclusive ? lo <= x && x <= hi : lo < x && x < hi;
          const rule = buildRule({ kind: 'range', operator, lower: a, upper: b, inclusive });
          expect(evaluateRule(rule, answer, { attemptNumber: 1 })).toBe(operator === 'btw' ? inside : !inside);
        },
      ),
      { numRuns: 300 },
    );
  });
});
