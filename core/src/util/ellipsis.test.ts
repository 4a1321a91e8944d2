import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ellipsis } from './ellipsis.js';

describe('ellipsis', () => {
  it('returns text at or under maxLength unchanged', () => {
    expect(ellipsis('', 10)).toBe('');
    expect(ellipsis('short', 10)).toBe('short');
    expect(ellipsis('exactly 10', 10)).toBe('exactly 10');
  });

  it('cuts longer text to exactly maxLength, ending in the postfix', () => {
    expect(ellipsis('Introduction to algebra', 10)).toBe('Introdu...');
    expect(ellipsis('exactly 11!', 10)).toBe('exactly...');
  });

  it('uses a custom postfix', () => {
    expect(ellipsis('Introduction to algebra', 10, '…')).toBe('Introduct…');
    expect(ellipsis('Introduction to algebra', 10, '')).toBe('Introducti');
    expect(ellipsis('Introduction to algebra', 12, ' [more]')).toBe('Intro [more]');
  });

  it('throws a RangeError unless maxLength is above the postfix length plus 3', () => {
    expect(() => ellipsis('anything', 6)).toThrow(RangeError);
    expect(() => ellipsis('anything', 6)).toThrow(/above the postfix length plus 3/);
    expect(() => ellipsis('anything', 3, '')).toThrow(RangeError);
    expect(() => ellipsis('anything', 0)).toThrow(RangeError);
    expect(() => ellipsis('anything', -5)).toThrow(RangeError);
    expect(() => ellipsis('anything', Number.NaN)).toThrow(RangeError);
    expect(() => ellipsis('anything', 8.5)).toThrow(RangeError);
    expect(ellipsis('abcdefgh', 7)).toBe('abcd...');
    expect(ellipsis('abcd', 4, '')).toBe('abcd');
  });

  it('validates maxLength even when the text is short', () => {
    expect(() => ellipsis('', 5)).toThrow(RangeError);
  });

  it('never splits a surrogate pair', () => {
    expect(ellipsis('😀😀😀😀😀😀😀😀', 7)).toBe('😀😀😀😀...');
    expect(ellipsis('😀😀😀😀😀😀😀', 7)).toBe('😀😀😀😀😀😀😀');
  });

  it('never exceeds maxLength and keeps a prefix of the text', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 7, max: 60 }), (text, max) => {
        const out = ellipsis(text, max);
        expect(Array.from(out).length).toBeLessThanOrEqual(max);
        if (out !== text) {
          expect(out.endsWith('...')).toBe(true);
          expect(text.startsWith(out.slice(0, -3))).toBe(true);
        }
      }),
    );
  });
});
