import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeComponent } from './encode-component.js';

describe('encodeComponent', () => {
  it('encodes like encodeURIComponent', () => {
    expect(encodeComponent('a b/c?d&e=é😀')).toBe(encodeURIComponent('a b/c?d&e=é😀'));
    expect(encodeComponent('')).toBe('');
  });

  it('replaces lone surrogates instead of throwing', () => {
    expect(encodeComponent('a\uD800')).toBe('a%EF%BF%BD');
    expect(encodeComponent('\uDC00b')).toBe('%EF%BF%BDb');
    expect(encodeComponent('\uD83D\uDE00')).toBe('%F0%9F%98%80');
  });

  it('never throws, and only swaps lone surrogates for U+FFFD', () => {
    const unit = fc.constantFrom('a', ' ', '/', 'é', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '😀');
    fc.assert(
      fc.property(fc.string({ unit }), (text) => {
        const decoded = decodeURIComponent(encodeComponent(text));
        expect(decoded).toHaveLength(text.length);
        for (let i = 0; i < text.length; i++) {
          if (decoded[i] !== text[i]) {
            expect(decoded[i]).toBe('\uFFFD');
            expect(text[i]).toMatch(/[\uD800-\uDFFF]/);
          }
        }
      }),
    );
  });
});
