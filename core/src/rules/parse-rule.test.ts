import { describe, it, expect } from 'vitest';
import { parseRule } from './parse-rule.js';
import type { RuleExpression } from './rule-expression.js';
import { RuleSyntaxError } from './rule-syntax-error.js';

const input = { kind: 'input' } as const;
const like = (text: string): RuleExpression => ({ type: 'clause', lhs: input, op: 'like', value: { kind: 'text', text } });
const a = like('a');
const b = like('b');
const c = like('c');

describe('parseRule', () => {
  it('parses a clause of each left-hand side', () => {
    expect(parseRule('input like {a}')).toEqual(a);
    expect(parseRule('attemptNumber = {2}')).toEqual({
      type: 'clause',
      lhs: { kind: 'attemptNumber' },
      op: '=',
      value: { kind: 'number', text: '2', value: 2 },
    });
    expect(parseRule('length(input) < {10}')).toMatchObject({ lhs: { kind: 'inputLength' }, op: '<' });
    expect(parseRule('input_ref_q-1 contains {x}')).toMatchObject({ lhs: { kind: 'inputRef', id: 'q-1' }, op: 'contains' });
  });

  it('keeps values of text operators as text, even when they look numeric', () => {
    for (const op of ['like', 'contains', 'equals', 'iequals']) {
      expect(parseRule(`input ${op} {3.10}`)).toEqual({ type: 'clause', lhs: input, op, value: { kind: 'text', text: '3.10' } });
      expect(parseRule(`input ${op} {[1,2]}`)).toMatchObject({ value: { kind: 'text', text: '[1,2]' } });
    }
  });

  it('reads values of numeric operators as numbers or ranges', () => {
    expect(parseRule('input = {3.10#3}')).toMatchObject({ value: { kind: 'number', text: '3.10', value: 3.1, precision: 3 } });
    expect(parseRule('input > {-1e3}')).toMatchObject({ op: '>', value: { kind: 'number', value: -1000 } });
    expect(parseRule('input = {(1, 2]}')).toMatchObject({ value: { kind: 'range', lowerInclusive: false, upperInclusive: true } });
    // Accepted by the parser so that importing never fails; evaluation reports it.
    expect(parseRule('input = {abc}')).toMatchObject({ value: { kind: 'text', text: 'abc' } });
    expect(parseRule('input < {[1,2]}')).toMatchObject({ op: '<', value: { kind: 'range' } });
  });

  it('unescapes values', () => {
    expect(parseRule('input like {a\\}b}')).toEqual(like('a}b'));
    expect(parseRule('input like {a\\\\}')).toEqual(like('a\\'));
    expect(parseRule('input like {\\d+}')).toEqual(like('\\d+'));
  });

  it('gives ! the tightest binding, then &&, then ||', () => {
    expect(parseRule('!input like {a} || input like {b}')).toEqual({ type: 'or', left: { type: 'not', operand: a }, right: b });
    expect(parseRule('input like {a} || input like {b} && input like {c}')).toEqual({
      type: 'or',
      left: a,
      right: { type: 'and', left: b, right: c },
    });
    expect(parseRule('input like {a} && input like {b} || input like {c}')).toEqual({
      type: 'or',
      left: { type: 'and', left: a, right: b },
      right: c,
    });
    expect(parseRule('!input like {a} && input like {b}')).toEqual({ type: 'and', left: { type: 'not', operand: a }, right: b });
  });

  it('groups && and || to the left', () => {
    expect(parseRule('input like {a} && input like {b} && input like {c}')).toEqual({
      type: 'and',
      left: { type: 'and', left: a, right: b },
      right: c,
    });
    expect(parseRule('input like {a} || input like {b} || input like {c}')).toEqual({
      type: 'or',
      left: { type: 'or', left: a, right: b },
      right: c,
    });
  });

  it('lets parentheses override precedence without adding nodes', () => {
    expect(parseRule('input like {a} && (input like {b} || input like {c})')).toEqual({
      type: 'and',
      left: a,
      right: { type: 'or', left: b, right: c },
    });
    expect(parseRule('!(input like {a} || input like {b})')).toEqual({ type: 'not', operand: { type: 'or', left: a, right: b } });
    expect(parseRule('((input like {a}))')).toEqual(a);
    expect(parseRule('!!input like {a}')).toEqual({ type: 'not', operand: { type: 'not', operand: a } });
  });

  it('reads the forms Torus writes', () => {
    expect(parseRule('(!(input contains {x}))')).toEqual({
      type: 'not',
      operand: { type: 'clause', lhs: input, op: 'contains', value: { kind: 'text', text: 'x' } },
    });
    expect(parseRule('input = {3} || (input > {3})')).toMatchObject({ type: 'or', left: { op: '=' }, right: { op: '>' } });
  });

  it('allows free whitespace between tokens', () => {
    expect(parseRule('  (  input   like{a}  )&&!  input like {b}  ')).toEqual({
      type: 'and',
      left: a,
      right: { type: 'not', operand: b },
    });
    expect(parseRule('input like { a }')).toEqual(like(' a '));
  });

  const syntaxErrors: [string, string, number][] = [
    ['empty rule', '', 0],
    ['blank rule', '   ', 0],
    ['value outside braces', 'input = 3', 8],
    ['text value outside braces', 'input like abc', 11],
    ['unclosed brace', 'input like {abc', 11],
    ['dangling &&', 'input like {a} &&', 17],
    ['dangling ||', 'input like {a} ||  ', 19],
    ['leading &&', '&& input like {a}', 0],
    ['dangling !', 'input like {a} && !', 19],
    ['missing operator', 'input {a}', 6],
    ['missing value', 'input like', 10],
    ['two operators', 'input == {3}', 7],
    ['missing combinator', 'input like {a} input like {b}', 15],
    ['unknown lhs', 'answer like {a}', 0],
    ['input_ref without id', 'input_ref_ = {1}', 0],
    ['length of something else', 'length(answer) = {1}', 0],
    ['unclosed parenthesis', '(input like {a}', 15],
    ['extra closing parenthesis', 'input like {a})', 14],
    ['empty parentheses', '()', 1],
    ['operator used as lhs', 'like like {a}', 0],
    ['single &', 'input like {a} & input like {b}', 15],
  ];

  it.each(syntaxErrors)('rejects %s with a RuleSyntaxError at the problem', (_, rule, position) => {
    let caught: unknown;
    try {
      parseRule(rule);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RuleSyntaxError);
    expect(caught).toBeInstanceOf(Error);
    expect(caught).toMatchObject({ name: 'RuleSyntaxError', position });
  });

  it('says what it expected', () => {
    expect(() => parseRule('input = 3')).toThrow(/value in braces/);
    expect(() => parseRule('answer like {a}')).toThrow(/Expected a clause.*"answer"/);
  });
});
