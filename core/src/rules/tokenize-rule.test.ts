import { describe, it, expect } from 'vitest';
import { tokenizeRule } from './tokenize-rule.js';
import { RuleSyntaxError } from './rule-syntax-error.js';

const types = (rule: string) => tokenizeRule(rule).map((t) => t.type);

describe('tokenizeRule', () => {
  it('splits a rule into tokens with their positions', () => {
    expect(tokenizeRule('!(input like {a})')).toEqual([
      { type: '!', position: 0 },
      { type: '(', position: 1 },
      { type: 'lhs', lhs: { kind: 'input' }, position: 2 },
      { type: 'op', op: 'like', position: 8 },
      { type: 'value', text: 'a', position: 13 },
      { type: ')', position: 16 },
      { type: 'end', position: 17 },
    ]);
  });

  it('needs no whitespace between tokens', () => {
    expect(types('input={3}&&attemptNumber>{1}||length(input)<{2}')).toEqual([
      'lhs', 'op', 'value', '&&', 'lhs', 'op', 'value', '||', 'lhs', 'op', 'value', 'end',
    ]);
  });

  it('accepts any whitespace between tokens', () => {
    expect(types(' \t input \n contains\r\n{x} ')).toEqual(['lhs', 'op', 'value', 'end']);
  });

  it('recognises every left-hand side', () => {
    const lhs = (rule: string) => tokenizeRule(rule)[0];
    expect(lhs('input')).toMatchObject({ lhs: { kind: 'input' } });
    expect(lhs('attemptNumber')).toMatchObject({ lhs: { kind: 'attemptNumber' } });
    expect(lhs('length(input)')).toMatchObject({ lhs: { kind: 'inputLength' } });
    expect(lhs('input_ref_a-B_9')).toMatchObject({ lhs: { kind: 'inputRef', id: 'a-B_9' } });
    expect(lhs('input_ref__')).toMatchObject({ lhs: { kind: 'inputRef', id: '_' } });
  });

  it('leaves unknown words for the parser to report', () => {
    expect(tokenizeRule('input_ref_')[0]).toEqual({ type: 'word', word: 'input_ref_', position: 0 });
    expect(tokenizeRule('Input')[0]).toEqual({ type: 'word', word: 'Input', position: 0 });
    expect(tokenizeRule('3')[0]).toEqual({ type: 'word', word: '3', position: 0 });
    expect(tokenizeRule('LIKE')[0]).toEqual({ type: 'word', word: 'LIKE', position: 0 });
  });

  it('unescapes only \\\\, \\{ and \\} inside values', () => {
    const value = (rule: string) => tokenizeRule(rule)[0];
    expect(value('{a\\}b}')).toMatchObject({ text: 'a}b' });
    expect(value('{a\\\\}')).toMatchObject({ text: 'a\\' });
    expect(value('{\\{x\\}}')).toMatchObject({ text: '{x}' });
    expect(value('{\\d+}')).toMatchObject({ text: '\\d+' });
    expect(value('{\\\\d+}')).toMatchObject({ text: '\\d+' });
    expect(value('{a{b}')).toMatchObject({ text: 'a{b' });
    expect(value('{}')).toMatchObject({ text: '' });
    expect(value('{ && || ! ( ) }')).toMatchObject({ text: ' && || ! ( ) ' });
  });

  it('reports an unclosed brace at the brace', () => {
    expect(() => tokenizeRule('input like {abc')).toThrow(RuleSyntaxError);
    expect(() => tokenizeRule('input like {abc\\}')).toThrow(expect.objectContaining({ position: 11 }));
  });

  it('reports a stray character where it is', () => {
    for (const [rule, position] of [
      ['input like {a} & input like {b}', 15],
      ['input like {a} | input like {b}', 15],
      ['input ~ {3}', 6],
      ['input @ {3}', 6],
      ['input like {a}}', 14],
    ] as const) {
      expect(() => tokenizeRule(rule), rule).toThrow(expect.objectContaining({ name: 'RuleSyntaxError', position }));
    }
  });
});
