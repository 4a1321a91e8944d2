import { describe, expect, it } from 'vitest';
import { parseImageWidth } from './parse-image-width.js';

describe('parseImageWidth', () => {
  it('accepts whole numbers', () => {
    expect(parseImageWidth('300')).toBe(300);
    expect(parseImageWidth(' 300 ')).toBe(300);
    expect(parseImageWidth('007')).toBe(7);
    expect(parseImageWidth('1')).toBe(1);
  });

  it('rejects anything that is not a positive whole number', () => {
    for (const text of ['', ' ', '300.5', '300.', '30px', '-300', '+300', '0', '000', '1e3', '0x10', 'abc', '9007199254740993']) {
      expect(parseImageWidth(text)).toBeUndefined();
    }
  });
});
