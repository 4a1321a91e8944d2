import { describe, it, expect } from 'vitest';
import { compileLikePattern, LIKE_PATTERN_CACHE_LIMIT, MAX_LIKE_ANSWER_LENGTH } from './compile-like-pattern.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';
import { MAX_LIKE_PATTERN_LENGTH } from './rule-limits.js';

describe('compileLikePattern', () => {
  it('searches anywhere in the answer', () => {
    expect(compileLikePattern('a\\d').test('xa1y')).toBe(true);
    expect(compileLikePattern('^a\\d$').test('xa1y')).toBe(false);
  });

  it('honours inline flag groups, as Torus (PCRE) writes them', () => {
    expect(compileLikePattern('(?i)paris').test('PARIS')).toBe(true);
    expect(compileLikePattern('(?s)a.b').test('a\nb')).toBe(true);
    expect(compileLikePattern('(?m)^b').test('a\nb')).toBe(true);
    expect(compileLikePattern('paris').test('PARIS')).toBe(false);
  });

  it('throws RuleEvaluationError for an invalid pattern, and for backtracking-only syntax, each time it is matched', () => {
    expect(() => compileLikePattern('a(').test('a')).toThrow(RuleEvaluationError);
    expect(() => compileLikePattern('a(').test('a')).toThrow(/Invalid regular expression in like \{a\(\}/);
    expect(() => compileLikePattern('*').test('a')).toThrow(/like \{\*\}/);
    expect(() => compileLikePattern('(a)\\1').test('a')).toThrow(RuleEvaluationError);
  });

  it('refuses a pattern over the size limits before compiling it, every time it is asked for', () => {
    // Eleven characters that compile to 5,000 instructions: a second of matching on a long answer.
    for (let round = 0; round < 2; round++) expect(() => compileLikePattern('(.*a){1000}')).toThrow(/too complex: it compiles to about 7,008 steps/);
    expect(() => compileLikePattern('a'.repeat(MAX_LIKE_PATTERN_LENGTH + 1))).toThrow(/1,001 characters; at most 1,000/);
    expect(compileLikePattern('a'.repeat(MAX_LIKE_PATTERN_LENGTH)).test('a'.repeat(MAX_LIKE_PATTERN_LENGTH))).toBe(true);
  });

  it('tells the size of a pattern, in RE2 instructions', () => {
    expect(compileLikePattern('^(?:ab){10}$').size).toBeGreaterThanOrEqual(20);
    expect(compileLikePattern('^(?:ab){10}$').size).toBeLessThan(50);
  });

  it('keeps the most recently used patterns once its cache is full', () => {
    const kept = compileLikePattern('^kept$');
    const dropped = compileLikePattern('^dropped$');
    for (let i = 0; i < LIKE_PATTERN_CACHE_LIMIT; i++) {
      compileLikePattern(`^filler${i}$`);
      compileLikePattern('^kept$');
    }
    expect(compileLikePattern('^kept$')).toBe(kept);
    expect(compileLikePattern('^dropped$')).not.toBe(dropped);
  });

  it('matches a pathological pattern on a long answer without backtracking', () => {
    const answer = 'a'.repeat(MAX_LIKE_ANSWER_LENGTH - 1) + 'b';
    expect(compileLikePattern('^(a+)+$').test(answer)).toBe(false);
    expect(compileLikePattern('^(a+)+$').test('a'.repeat(MAX_LIKE_ANSWER_LENGTH))).toBe(true);
  });

  it('refuses an answer over the length cap with an evaluation error', () => {
    expect(() => compileLikePattern('a').test('a'.repeat(MAX_LIKE_ANSWER_LENGTH + 1))).toThrow(RuleEvaluationError);
  });
});
