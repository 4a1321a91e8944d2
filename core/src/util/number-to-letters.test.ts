import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberToLetters } from './number-to-letters.js';

describe('numberToLetters', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [2, 'C'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
    [16383, 'XFD'],
  ])('%i → %s', (n, letters) => {
    expect(numberToLetters(n)).toBe(letters);
  });

  it('returns empty for negative or missing numbers', () => {
    expect(numberToLetters(-1)).toBe('');
    expect(numberToLetters(-26)).toBe('');
    expect(numberToLetters()).toBe('');
    expect(numberToLetters(undefined)).toBe('');
    expect(numberToLetters(null)).toBe('');
  });

  it('returns empty for NaN, infinities and non-integers', () => {
    expect(numberToLetters(Number.NaN)).toBe('');
    expect(numberToLetters(Number.POSITIVE_INFINITY)).toBe('');
    expect(numberToLetters(1.5)).toBe('');
    expect(numberToLetters(-0.5)).toBe('');
  });

  it('is one-to-one and orders like spreadsheet columns', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (n) => {
        const a = numberToLetters(n);
        const b = numberToLetters(n + 1);
        expect(a).toMatch(/^[A-Z]+$/);
        expect(a.length < b.length || (a.length === b.length && a < b)).toBe(true);
      }),
    );
  });
});
