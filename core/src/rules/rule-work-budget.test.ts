import { describe, expect, it } from 'vitest';
import { escapeRuleValue } from './escape-rule-value.js';
import { evaluateRule } from './evaluate-rule.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';
import { RULE_WORK_EXCEEDED_MESSAGE, RULE_WORK_LIMIT, RuleWorkBudget, RuleWorkExceededError } from './rule-work-budget.js';

const long = 'a'.repeat(9_999) + 'b';
const like = (pattern: string) => `input like {${escapeRuleValue(pattern)}}`;

describe('RuleWorkBudget', () => {
  it('lets an ordinary rule through many times over', () => {
    const budget = new RuleWorkBudget();
    for (let i = 0; i < 1000; i++) expect(evaluateRule('input like {^Paris$} || input iequals {paris}', 'Paris', { attemptNumber: 1, budget })).toBe(true);
    expect(budget.exhausted).toBe(false);
  });

  it('stops a rule set whose matches would exceed the limit, before running them, and stays exhausted', () => {
    const budget = new RuleWorkBudget();
    // About 260 steps × 10,000 characters is 2.6 million units a match: the second one is over.
    const pattern = '(?:.*a){50}';
    expect(evaluateRule(like(pattern), long, { attemptNumber: 1, budget })).toBe(true);
    expect(() => evaluateRule(like(`${pattern}z`), long, { attemptNumber: 1, budget })).toThrow(RuleWorkExceededError);
    expect(budget.exhausted).toBe(true);
    expect(() => evaluateRule('input contains {a}', 'a', { attemptNumber: 1, budget })).toThrow(RULE_WORK_EXCEEDED_MESSAGE);
    expect(new RuleWorkExceededError()).toBeInstanceOf(RuleEvaluationError);
  });

  it('charges compiling a pattern once per evaluation, whatever was compiled before', () => {
    // About 1,810 steps: 1.81 million units to compile, 3,620 to match a one-character answer.
    const pattern = `^(?:ab){600}$`;
    const twice = new RuleWorkBudget(1_900_000);
    expect(evaluateRule(like(pattern), 'x', { attemptNumber: 1, budget: twice })).toBe(false);
    // The same pattern again costs only its match; a fresh budget pays the compile again.
    expect(evaluateRule(like(pattern), 'x', { attemptNumber: 1, budget: twice })).toBe(false);
    const fresh = new RuleWorkBudget(1_000 * 1_000);
    expect(() => evaluateRule(like(pattern), 'x', { attemptNumber: 1, budget: fresh })).toThrow(RuleWorkExceededError);
  });

  it('charges text comparisons by the answer they read, and parsing by the rule', () => {
    const budget = new RuleWorkBudget(20_000);
    expect(evaluateRule('input contains {b}', long, { attemptNumber: 1, budget })).toBe(true);
    expect(() => evaluateRule('input contains {b}', long, { attemptNumber: 1, budget })).toThrow(RuleWorkExceededError);
    expect(() => evaluateRule(`input contains {${'x'.repeat(2_000)}}`, 'x', { attemptNumber: 1, budget: new RuleWorkBudget(10_000) })).toThrow(RuleWorkExceededError);
  });

  it('is what an evaluation without a budget does without', () => {
    expect(evaluateRule(like('(?:.*a){50}z'), long, { attemptNumber: 1 })).toBe(false);
    expect(RULE_WORK_LIMIT).toBe(5_000_000);
  });
});
