import { describe, it, expect } from 'vitest';
import { evaluateExpression } from './evaluate-expression.js';
import { parseRule } from './parse-rule.js';
import type { RuleContext, RuleInput } from './rule-context.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';

const run = (rule: string, input: RuleInput, context: RuleContext = { attemptNumber: 1 }) =>
  evaluateExpression(parseRule(rule), input, context);

describe('evaluateExpression', () => {
  it('combines clauses with &&, || and !', () => {
    expect(run('input contains {a} && input contains {b}', 'ab')).toBe(true);
    expect(run('input contains {a} && input contains {b}', 'a')).toBe(false);
    expect(run('input contains {a} || input contains {b}', 'b')).toBe(true);
    expect(run('input contains {a} || input contains {b}', 'c')).toBe(false);
    expect(run('!input contains {a}', 'b')).toBe(true);
    expect(run('!!input contains {a}', 'a')).toBe(true);
  });

  it('short-circuits, so a clause that would throw is skipped once the result is known', () => {
    expect(run('input like {x} || input = {not a number}', 'x')).toBe(true);
    expect(run('input like {y} && input = {not a number}', 'x')).toBe(false);
    expect(() => run('input like {y} || input = {not a number}', 'x')).toThrow(RuleEvaluationError);
  });

  it('compares attemptNumber numerically', () => {
    expect(run('attemptNumber = {1}', 'x', { attemptNumber: 1 })).toBe(true);
    expect(run('attemptNumber > {1}', 'x', { attemptNumber: 2 })).toBe(true);
    expect(run('attemptNumber > {1}', 'x', { attemptNumber: 1 })).toBe(false);
    expect(run('attemptNumber < {3}', 'x', { attemptNumber: 2 })).toBe(true);
    expect(run('attemptNumber = {[2,4]}', 'x', { attemptNumber: 3 })).toBe(true);
    expect(run('attemptNumber = {2.0}', { a: 'map inputs do not matter' }, { attemptNumber: 2 })).toBe(true);
  });

  it('refuses text operators on attemptNumber', () => {
    for (const op of ['like', 'contains', 'equals', 'iequals']) {
      expect(() => run(`attemptNumber ${op} {1}`, 'x'), op).toThrow(RuleEvaluationError);
    }
  });

  it('measures length(input) in code points', () => {
    expect(run('length(input) = {5}', 'hello')).toBe(true);
    expect(run('length(input) = {0}', '')).toBe(true);
    expect(run('length(input) < {3}', 'ab')).toBe(true);
    expect(run('length(input) > {3}', 'ab')).toBe(false);
    expect(run('length(input) = {2}', '😀é')).toBe(true);
    // Whitespace counts: the length is of the answer as given.
    expect(run('length(input) = {3}', ' a ')).toBe(true);
    expect(run('length(input) = {[1,3]}', 'ab')).toBe(true);
  });

  it('refuses text operators on length(input) and map inputs for it', () => {
    expect(() => run('length(input) like {5}', 'hello')).toThrow(RuleEvaluationError);
    expect(() => run('length(input) contains {5}', 'hello')).toThrow(RuleEvaluationError);
    expect(() => run('length(input) = {5}', { a: 'hello' })).toThrow(RuleEvaluationError);
  });

  it('ignores whitespace around a numeric answer', () => {
    expect(run('input = {3}', ' 3 ')).toBe(true);
    expect(run('input_ref_a > {2}', { a: '\t3\n' })).toBe(true);
    expect(() => run('input = {3}', '3 0')).toThrow(RuleEvaluationError);
  });
});
