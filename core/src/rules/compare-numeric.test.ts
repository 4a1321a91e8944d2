import { describe, it, expect } from 'vitest';
import { compareNumeric } from './compare-numeric.js';
import { parseNumericValue } from './parse-numeric-value.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';

const eq = (answer: string, value: string) => compareNumeric('=', answer, parseNumericValue(value));

describe('compareNumeric', () => {
  it('compares parsed numbers exactly', () => {
    expect(eq('3', '3')).toBe(true);
    expect(eq('3.0', '3')).toBe(true);
    expect(eq('0.1', '1e-1')).toBe(true);
    expect(eq('+1E3', '1000')).toBe(true);
    expect(eq('-0', '0')).toBe(true);
    expect(eq('2.2e-10', '2.2e-11')).toBe(false);
    expect(eq('3.00001', '3')).toBe(false);
    expect(compareNumeric('<', '2.5', parseNumericValue('3'))).toBe(true);
    expect(compareNumeric('<', '3', parseNumericValue('3'))).toBe(false);
    expect(compareNumeric('>', '-1', parseNumericValue('-2'))).toBe(true);
    expect(compareNumeric('>', '-2', parseNumericValue('-2'))).toBe(false);
  });

  it('requires the exact significant figures for #P', () => {
    expect(eq('3.10', '3.10#3')).toBe(true);
    expect(eq('3.1', '3.10#3')).toBe(false);
    expect(eq('3.100', '3.10#3')).toBe(false);
    expect(eq('3.10', '3.1#3')).toBe(true);
    expect(eq('100', '100#1')).toBe(true);
    expect(eq('100.', '100#1')).toBe(false);
    expect(eq('100.', '100#3')).toBe(true);
    expect(eq('1.00e2', '100#3')).toBe(true);
    expect(compareNumeric('>', '3.1', parseNumericValue('3#2'))).toBe(true);
    expect(compareNumeric('>', '3.14', parseNumericValue('3#2'))).toBe(false);
  });

  it('tests ranges with their own inclusivity', () => {
    const inRange = (answer: string, range: string) => eq(answer, range);
    expect(inRange('1', '[1,2]')).toBe(true);
    expect(inRange('2', '[1,2]')).toBe(true);
    expect(inRange('1', '(1,2)')).toBe(false);
    expect(inRange('1.5', '(1,2)')).toBe(true);
    expect(inRange('1', '[1,2)')).toBe(true);
    expect(inRange('2', '[1,2)')).toBe(false);
    expect(inRange('1', '(1,2]')).toBe(false);
    expect(inRange('2', '(1,2]')).toBe(true);
    expect(inRange('2.0001', '[1,2]')).toBe(false);
    expect(inRange('1.5', '[1,2]#2')).toBe(true);
    expect(inRange('1.50', '[1,2]#2')).toBe(false);
  });

  it('throws for a text value, a range with < or >, or a non-numeric answer', () => {
    expect(() => eq('3', 'three')).toThrow(RuleEvaluationError);
    expect(() => compareNumeric('<', '3', parseNumericValue('[1,2]'))).toThrow(RuleEvaluationError);
    expect(() => compareNumeric('>', '3', parseNumericValue('[1,2]'))).toThrow(/range/);
    expect(() => eq('three', '3')).toThrow(RuleEvaluationError);
    expect(() => eq('', '3')).toThrow(RuleEvaluationError);
    expect(() => eq('1,5', '[1,2]')).toThrow(RuleEvaluationError);
  });
});
