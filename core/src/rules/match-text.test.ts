import { describe, it, expect } from 'vitest';
import { matchText } from './match-text.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';

describe('matchText', () => {
  it('like searches anywhere in the answer', () => {
    expect(matchText('like', 'the cat sat', 'cat')).toBe(true);
    expect(matchText('like', 'the cat sat', '^cat')).toBe(false);
    expect(matchText('like', 'the cat sat', '^the.*sat$')).toBe(true);
    expect(matchText('like', 'answer 42', '\\d+')).toBe(true);
    expect(matchText('like', 'Cat', 'cat')).toBe(false);
    expect(matchText('like', '', '.*')).toBe(true);
  });

  it('like throws a RuleEvaluationError for an invalid pattern', () => {
    expect(() => matchText('like', 'x', '(')).toThrow(RuleEvaluationError);
    expect(() => matchText('like', 'x', '[a-')).toThrow(/Invalid regular expression/);
  });

  it('contains ignores case', () => {
    expect(matchText('contains', 'Photosynthesis', 'SYNTH')).toBe(true);
    expect(matchText('contains', 'Photosynthesis', 'synthetic')).toBe(false);
    expect(matchText('contains', 'anything', '')).toBe(true);
    // A value is a plain substring, never a pattern.
    expect(matchText('contains', 'a.c', '.')).toBe(true);
    expect(matchText('contains', 'abc', '.')).toBe(false);
  });

  it('equals collapses and trims whitespace in the answer only, and respects case', () => {
    expect(matchText('equals', '  New \t  York \n', 'New York')).toBe(true);
    expect(matchText('equals', 'New York', 'new york')).toBe(false);
    expect(matchText('equals', 'New York', 'New  York')).toBe(false);
    expect(matchText('equals', 'New York', ' New York')).toBe(false);
    expect(matchText('equals', 'New York City', 'New York')).toBe(false);
    expect(matchText('equals', '3.10', '3.1')).toBe(false);
  });

  it('iequals is equals ignoring case', () => {
    expect(matchText('iequals', '  NEW   york ', 'New York')).toBe(true);
    expect(matchText('iequals', 'New York', 'New  York')).toBe(false);
    expect(matchText('iequals', 'Ärger', 'äRGER')).toBe(true);
  });

  it('equals treats canonically equivalent Unicode as equal', () => {
    expect(matchText('equals', 'caf\u0065\u0301', 'caf\u00e9')).toBe(true);
    expect(matchText('iequals', 'CAF\u00c9', 'cafe\u0301')).toBe(true);
  });
});
