import { describe, it, expect } from 'vitest';
import { buildRule } from './build-rule.js';
import { parseRule } from './parse-rule.js';

describe('buildRule', () => {
  it('writes text conditions', () => {
    expect(buildRule({ kind: 'text', operator: 'contains', value: 'cell' })).toBe('input contains {cell}');
    expect(buildRule({ kind: 'text', operator: 'notcontains', value: 'cell' })).toBe('!(input contains {cell})');
    expect(buildRule({ kind: 'text', operator: 'regex', value: '^\\d+$' })).toBe('input like {^\\\\d+$}');
    expect(buildRule({ kind: 'text', operator: 'equals', value: 'a}b' })).toBe('input equals {a\\}b}');
    expect(buildRule({ kind: 'text', operator: 'iequals', value: 'Paris' })).toBe('input iequals {Paris}');
    expect(buildRule({ kind: 'text', operator: 'equals', value: '' })).toBe('input equals {}');
  });

  it('writes numeric conditions, keeping the value as typed', () => {
    const numeric = (operator: 'gt' | 'gte' | 'eq' | 'lt' | 'lte' | 'neq') => buildRule({ kind: 'numeric', operator, value: '3.10' });
    expect(numeric('gt')).toBe('input > {3.10}');
    expect(numeric('gte')).toBe('input > {3.10} || input = {3.10}');
    expect(numeric('eq')).toBe('input = {3.10}');
    expect(numeric('lt')).toBe('input < {3.10}');
    expect(numeric('lte')).toBe('input < {3.10} || input = {3.10}');
    expect(numeric('neq')).toBe('!(input = {3.10})');
  });

  it('adds #precision to every numeric value', () => {
    expect(buildRule({ kind: 'numeric', operator: 'eq', value: '3.10', precision: 3 })).toBe('input = {3.10#3}');
    expect(buildRule({ kind: 'numeric', operator: 'lte', value: '-2e3', precision: 2 })).toBe('input < {-2e3#2} || input = {-2e3#2}');
  });

  it('writes ranges low first', () => {
    expect(buildRule({ kind: 'range', operator: 'btw', lower: '1', upper: '2', inclusive: true })).toBe('input = {[1,2]}');
    expect(buildRule({ kind: 'range', operator: 'btw', lower: '1', upper: '2', inclusive: false })).toBe('input = {(1,2)}');
    expect(buildRule({ kind: 'range', operator: 'nbtw', lower: '1', upper: '2', inclusive: true })).toBe('!(input = {[1,2]})');
    expect(buildRule({ kind: 'range', operator: 'btw', lower: '2.5', upper: '-1', inclusive: true, precision: 3 })).toBe(
      'input = {[-1,2.5]#3}',
    );
  });

  it('targets one input of a multi-input question', () => {
    expect(buildRule({ kind: 'text', operator: 'contains', value: 'x', inputRef: 'blank-1' })).toBe('input_ref_blank-1 contains {x}');
    expect(buildRule({ kind: 'numeric', operator: 'gte', value: '1', inputRef: 'n_2' })).toBe('input_ref_n_2 > {1} || input_ref_n_2 = {1}');
  });

  it('writes rules the parser reads', () => {
    expect(() => parseRule(buildRule({ kind: 'text', operator: 'notcontains', value: '}{\\' }))).not.toThrow();
  });

  it('throws RangeError for conditions no rule can express', () => {
    expect(() => buildRule({ kind: 'numeric', operator: 'eq', value: 'abc' })).toThrow(RangeError);
    expect(() => buildRule({ kind: 'numeric', operator: 'eq', value: ' 3' })).toThrow(RangeError);
    expect(() => buildRule({ kind: 'numeric', operator: 'eq', value: '3', precision: 0 })).toThrow(RangeError);
    expect(() => buildRule({ kind: 'numeric', operator: 'eq', value: '3', precision: 1.5 })).toThrow(RangeError);
    expect(() => buildRule({ kind: 'range', operator: 'btw', lower: '1', upper: 'x', inclusive: true })).toThrow(RangeError);
    expect(() => buildRule({ kind: 'text', operator: 'contains', value: 'x', inputRef: 'a b' })).toThrow(RangeError);
    expect(() => buildRule({ kind: 'text', operator: 'contains', value: 'x', inputRef: '' })).toThrow(RangeError);
  });
});
