import { describe, expect, it } from 'vitest';
import { likePatternLimitProblem, MAX_LIKE_PATTERN_LENGTH, MAX_RULE_LENGTH, ruleLengthProblem, ruleLimitProblem } from './rule-limits.js';

describe('rule limits', () => {
  it('refuses a rule longer than MAX_RULE_LENGTH, and accepts one at the limit', () => {
    const atLimit = `input contains {${'x'.repeat(MAX_RULE_LENGTH - 17)}}`;
    expect(atLimit).toHaveLength(MAX_RULE_LENGTH);
    expect(ruleLimitProblem(atLimit)).toBeUndefined();
    expect(ruleLimitProblem(`${atLimit} `)).toBe('The rule has 5,001 characters; at most 5,000 are allowed');
    expect(ruleLengthProblem(`${atLimit} `)).toBe('The rule has 5,001 characters; at most 5,000 are allowed');
  });

  it('refuses a like pattern over MAX_LIKE_PATTERN_LENGTH, naming its start', () => {
    const pattern = 'b'.repeat(MAX_LIKE_PATTERN_LENGTH + 1);
    expect(likePatternLimitProblem(pattern)).toBe(`The pattern of like {${'b'.repeat(40)}…} has 1,001 characters; at most 1,000 are allowed`);
    expect(likePatternLimitProblem(pattern.slice(1))).toBeUndefined();
  });

  it('refuses a short pattern whose counted repetitions make it too large', () => {
    expect(likePatternLimitProblem('(.*a){1000}')).toMatch(/^The pattern of like \{\(\.\*a\)\{1000\}\} is too complex: it compiles to about 7,008 steps, and at most 2,000/);
    expect(likePatternLimitProblem('(.*a){200}')).toBeUndefined();
  });

  it('finds a pattern problem anywhere in the rule, under not, and and or', () => {
    expect(ruleLimitProblem('input like {a} && (attemptNumber = {1} || !(input like {(x+)\\{900\\}}))')).toMatch(/like \{\(x\+\)\{900\}\} is too complex/);
    expect(ruleLimitProblem('input like {a} && input contains {(x+)\\{900\\}}')).toBeUndefined();
  });

  it('leaves a rule that does not parse to evaluation, which answers its own error', () => {
    expect(ruleLimitProblem('input like {(.*a)\\{1000\\}')).toBeUndefined();
  });
});
