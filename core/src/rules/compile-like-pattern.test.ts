import { describe, it, expect } from 'vitest';
import { compileLikePattern } from './compile-like-pattern.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';

describe('compileLikePattern', () => {
  it('compiles a JavaScript regular expression without flags', () => {
    const re = compileLikePattern('a\\d');
    expect(re.source).toBe('a\\d');
    expect(re.flags).toBe('');
  });

  it('turns a leading PCRE flag group, as Torus writes it, into JavaScript flags', () => {
    expect(compileLikePattern('(?i)paris').test('PARIS')).toBe(true);
    expect(compileLikePattern('(?is)a.b').flags).toBe('is');
    expect(compileLikePattern('(?m)^b').test('a\nb')).toBe(true);
    // Only a leading group is a flag group.
    expect(() => compileLikePattern('x(?i)y')).toThrow(RuleEvaluationError);
  });

  it('throws RuleEvaluationError for an invalid pattern', () => {
    expect(() => compileLikePattern('a(')).toThrow(RuleEvaluationError);
    expect(() => compileLikePattern('*')).toThrow(/like \{\*\}/);
  });
});
