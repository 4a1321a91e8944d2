import { describe, it, expect } from 'vitest';
import { compileLikePattern, MAX_LIKE_ANSWER_LENGTH } from './compile-like-pattern.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';

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

  it('throws RuleEvaluationError for an invalid pattern, and for backtracking-only syntax', () => {
    expect(() => compileLikePattern('a(')).toThrow(RuleEvaluationError);
    expect(() => compileLikePattern('*')).toThrow(/like \{\*\}/);
    expect(() => compileLikePattern('(a)\\1')).toThrow(RuleEvaluationError);
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
