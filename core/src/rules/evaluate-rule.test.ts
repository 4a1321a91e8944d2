import { describe, it, expect } from 'vitest';
import { evaluateRule } from './evaluate-rule.js';
import type { RuleInput } from './rule-context.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';
import { RuleSyntaxError } from './rule-syntax-error.js';

const ctx = { attemptNumber: 1 };
const check = (rule: string, input: RuleInput) => evaluateRule(rule, input, ctx);

describe('evaluateRule', () => {
  describe('text operators', () => {
    it('like is an unanchored regular-expression search', () => {
      expect(check('input like {colou?r}', 'What colour?')).toBe(true);
      expect(check('input like {^\\d+$}', '123')).toBe(true);
      expect(check('input like {^\\\\d+$}', '123')).toBe(true);
      expect(check('input like {^\\d+$}', '12a')).toBe(false);
      expect(check('input like {a\\{2\\}}', 'caab')).toBe(true);
      expect(check('input like {(?i)^paris$}', 'PARIS')).toBe(true);
    });

    it('contains is a case-insensitive substring test', () => {
      expect(check('input contains {Mitochondria}', 'the MITOCHONDRIA!')).toBe(true);
      expect(check('input contains {mito}', 'chloroplast')).toBe(false);
    });

    it('equals collapses whitespace in the answer and respects case', () => {
      expect(check('input equals {George Washington}', '  George   Washington ')).toBe(true);
      expect(check('input equals {George Washington}', 'george washington')).toBe(false);
      expect(check('input equals {3.10}', '3.1')).toBe(false);
      expect(check('input equals {3.10}', '3.10')).toBe(true);
    });

    it('iequals is equals without case', () => {
      expect(check('input iequals {George Washington}', 'GEORGE \n WASHINGTON')).toBe(true);
      expect(check('input iequals {George Washington}', 'George Washington Carver')).toBe(false);
    });

    it('reads escaped values', () => {
      expect(check('input equals {a\\}b}', 'a}b')).toBe(true);
      expect(check('input equals {a\\\\}', 'a\\')).toBe(true);
      expect(check('input equals {\\{x\\}}', '{x}')).toBe(true);
      expect(check('input equals {a\\b}', 'a\\b')).toBe(true);
      expect(check('input contains {&& || ! ( )}', 'x && || ! ( ) y')).toBe(true);
    });

    it('throws RuleEvaluationError for an invalid regular expression', () => {
      expect(() => check('input like {(unclosed}', 'x')).toThrow(RuleEvaluationError);
    });
  });

  describe('numeric operators', () => {
    it('=, < and > compare numbers', () => {
      expect(check('input = {42}', '42')).toBe(true);
      expect(check('input = {42}', '42.0')).toBe(true);
      expect(check('input = {42}', '4.2e1')).toBe(true);
      expect(check('input = {42}', '41')).toBe(false);
      expect(check('input < {-2}', '-3')).toBe(true);
      expect(check('input < {-2}', '-2')).toBe(false);
      expect(check('input > {.5}', '1.')).toBe(true);
      expect(check('input > {+1E3}', '999')).toBe(false);
    });

    it('compares floats exactly', () => {
      expect(check('input = {2.2e-11}', '2.2e-10')).toBe(false);
      expect(check('input = {2.2e-10}', '2.2e-10')).toBe(true);
      expect(check('input = {1e-1}', '0.1')).toBe(true);
      expect(check('input = {0.3}', '0.30000000001')).toBe(false);
    });

    it('checks significant figures as typed for N#P', () => {
      expect(check('input = {3.10#3}', '3.10')).toBe(true);
      expect(check('input = {3.10#3}', '3.1')).toBe(false);
      expect(check('input = {3.10#3}', '3.100')).toBe(false);
      expect(check('input = {100#1}', '100')).toBe(true);
      expect(check('input = {100#3}', '100')).toBe(false);
      expect(check('input = {100#3}', '100.')).toBe(true);
      expect(check('input = {0.0050#2}', '0.0050')).toBe(true);
      expect(check('input = {0.0050#2}', '5.0e-3')).toBe(true);
      expect(check('input = {0#2}', '0.0')).toBe(true);
      expect(check('input = {0#2}', '0.00')).toBe(false);
      expect(check('input = {0#2}', '0')).toBe(false);
      // Zero counts every digit written: a range with #1 takes '0' and refuses '0.0'.
      expect(check('input = {[-1,1]#1}', '0')).toBe(true);
      expect(check('input = {[-1,1]#1}', '0.0')).toBe(false);
      expect(check('input = {120#2}', '120')).toBe(true);
      expect(check('input = {-3.10#3}', '-3.10')).toBe(true);
    });

    it('tests inclusive, exclusive and mixed ranges', () => {
      expect(check('input = {[1,2]}', '1')).toBe(true);
      expect(check('input = {[1,2]}', '2')).toBe(true);
      expect(check('input = {[1,2]}', '2.5')).toBe(false);
      expect(check('input = {(1,2)}', '1')).toBe(false);
      expect(check('input = {(1,2)}', '2')).toBe(false);
      expect(check('input = {(1,2)}', '1.999')).toBe(true);
      expect(check('input = {[1,2)}', '1')).toBe(true);
      expect(check('input = {[1,2)}', '2')).toBe(false);
      expect(check('input = {(1,2]}', '1')).toBe(false);
      expect(check('input = {(1,2]}', '2')).toBe(true);
      expect(check('input = {[ -1.5 , 2e0 ]}', '-1.5')).toBe(true);
    });

    it('accepts range bounds in either order', () => {
      expect(check('input = {[2,1]}', '1.5')).toBe(true);
      expect(check('input = {[2,1]}', '1')).toBe(true);
      expect(check('input = {(2,1)}', '1')).toBe(false);
      // Each bracket stays with the bound written next to it: 2 inclusive, 1 exclusive.
      expect(check('input = {[2,1)}', '2')).toBe(true);
      expect(check('input = {[2,1)}', '1')).toBe(false);
    });

    it('adds a precision requirement to ranges', () => {
      expect(check('input = {[1,2]#2}', '1.5')).toBe(true);
      expect(check('input = {[1,2]#2}', '1.50')).toBe(false);
      expect(check('input = {[1,2]#2}', '2.5')).toBe(false);
    });

    it('throws RuleEvaluationError for non-numeric answers or values', () => {
      expect(() => check('input = {3}', 'three')).toThrow(RuleEvaluationError);
      expect(() => check('input < {3}', '')).toThrow(RuleEvaluationError);
      expect(() => check('input > {3}', '1/2')).toThrow(RuleEvaluationError);
      expect(() => check('input = {[1,2]}', 'abc')).toThrow(RuleEvaluationError);
      expect(() => check('input = {three}', '3')).toThrow(RuleEvaluationError);
      expect(() => check('input > {3 }', '3')).toThrow(RuleEvaluationError);
      expect(() => check('input = {[1,two]}', '1')).toThrow(RuleEvaluationError);
    });

    it('throws RuleEvaluationError for a range with < or >', () => {
      expect(() => check('input < {[1,2]}', '0')).toThrow(RuleEvaluationError);
      expect(() => check('input > {(1,2)}', '3')).toThrow(RuleEvaluationError);
    });
  });

  describe('combinators', () => {
    it('binds ! tighter than && tighter than ||', () => {
      const rule = '!input contains {a} || input contains {b}';
      expect(check(rule, 'xyz')).toBe(true); // !a
      expect(check(rule, 'ab')).toBe(true); // b
      expect(check(rule, 'a')).toBe(false);

      const mixed = 'input contains {a} || input contains {b} && input contains {c}';
      expect(check(mixed, 'a')).toBe(true); // a || (b && c)
      expect(check(mixed, 'b')).toBe(false);
      expect(check(mixed, 'bc')).toBe(true);

      const negatedAnd = '!input contains {a} && input contains {b}';
      expect(check(negatedAnd, 'b')).toBe(true); // (!a) && b
      expect(check(negatedAnd, 'ab')).toBe(false);
      expect(check(negatedAnd, 'c')).toBe(false);
    });

    it('follows parentheses', () => {
      const grouped = '(input contains {a} || input contains {b}) && input contains {c}';
      expect(check(grouped, 'a')).toBe(false);
      expect(check(grouped, 'ac')).toBe(true);
      expect(check('!(input contains {a} || input contains {b})', 'c')).toBe(true);
      expect(check('!(input contains {a} || input contains {b})', 'b')).toBe(false);
    });

    it('mixes numeric and attempt clauses', () => {
      const rule = 'input = {[1,2]} && attemptNumber > {1}';
      expect(evaluateRule(rule, '1.5', { attemptNumber: 1 })).toBe(false);
      expect(evaluateRule(rule, '1.5', { attemptNumber: 2 })).toBe(true);
    });
  });

  describe('multi-input answers', () => {
    const answers = { 'blank-1': 'Paris', blank_2: '42' };

    it('reads each input by id', () => {
      expect(check('input_ref_blank-1 equals {Paris} && input_ref_blank_2 = {42}', answers)).toBe(true);
      expect(check('input_ref_blank-1 iequals {paris} && input_ref_blank_2 > {50}', answers)).toBe(false);
      expect(check('length(input) = {5}', 'Paris')).toBe(true);
    });

    it('throws when the input shape does not fit the rule', () => {
      expect(() => check('input equals {Paris}', answers)).toThrow(RuleEvaluationError);
      expect(() => check('input_ref_blank-1 equals {Paris}', 'Paris')).toThrow(RuleEvaluationError);
      expect(() => check('input_ref_blank-3 equals {Paris}', answers)).toThrow(/"blank-3"/);
    });
  });

  it('throws RuleSyntaxError for malformed rules', () => {
    expect(() => check('input = 3', '3')).toThrow(RuleSyntaxError);
    expect(() => check('input like {abc', 'abc')).toThrow(RuleSyntaxError);
    expect(() => check('input like {a} &&', 'a')).toThrow(RuleSyntaxError);
    expect(() => check('', 'a')).toThrow(RuleSyntaxError);
  });

  it('gives the same answers on repeated (cached) evaluation', () => {
    const rule = 'input = {[10,20]}';
    for (let i = 0; i < 3; i++) {
      expect(check(rule, '15')).toBe(true);
      expect(check(rule, '25')).toBe(false);
    }
  });
});
