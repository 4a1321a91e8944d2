import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { middleEllipsis } from './middle-ellipsis.js';

describe('middleEllipsis', () => {
  it('shortens grid file names to 30 characters with a 12-character tail', () => {
    const out = middleEllipsis('quarterly-report-final-version-2024.pdf', 30, 12);
    expect(out).toBe('quarterly-repor...ion-2024.pdf');
    expect(out).toHaveLength(30);
  });

  it('returns text at or under maxLength unchanged', () => {
    expect(middleEllipsis('', 30, 12)).toBe('');
    expect(middleEllipsis('photo.png', 30, 12)).toBe('photo.png');
    expect(middleEllipsis('a'.repeat(30), 30, 12)).toBe('a'.repeat(30));
  });

  it('uses a custom separator and a zero tail', () => {
    expect(middleEllipsis('abcdefghijklmnop', 10, 3, '…')).toBe('abcdef…nop');
    expect(middleEllipsis('abcdefghijklmnop', 10, 0)).toBe('abcdefg...');
  });

  it('keeps at least one leading character, or throws a RangeError', () => {
    expect(middleEllipsis('abcdefghijklmnop', 6, 2)).toBe('a...op');
    expect(() => middleEllipsis('abcdefghijklmnop', 5, 2)).toThrow(RangeError);
    expect(() => middleEllipsis('abc', 10, -1)).toThrow(RangeError);
    expect(() => middleEllipsis('abc', 10, 1.5)).toThrow(RangeError);
    expect(() => middleEllipsis('abc', Number.NaN, 2)).toThrow(RangeError);
  });

  it('never splits a surrogate pair', () => {
    expect(middleEllipsis('😀😀😀😀😀😀😀😀😀😀', 7, 2)).toBe('😀😀...😀😀');
  });

  it('is exactly maxLength long when shortened, keeping head and tail', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.integer({ min: 0, max: 15 }), (text, tail) => {
        const max = tail + 3 + 5;
        const out = middleEllipsis(text, max, tail);
        if (text.length <= max) {
          expect(out).toBe(text);
          return;
        }
        expect(out).toHaveLength(max);
        expect(text.startsWith(out.slice(0, 5))).toBe(true);
        expect(text.endsWith(out.slice(8))).toBe(true);
      }),
    );
  });
});
