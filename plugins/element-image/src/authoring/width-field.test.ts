import { describe, expect, it } from 'vitest';
import { readWidthField, WIDTH_NOT_WHOLE_MESSAGE } from './width-field.js';

describe('the Width field', () => {
  it('accepts a whole number of pixels', () => {
    expect(readWidthField('240')).toEqual({ valid: true, width: 240 });
    expect(readWidthField(' 240 ')).toEqual({ valid: true, width: 240 });
  });

  it('leaves the width unset when blank', () => {
    expect(readWidthField('')).toEqual({ valid: true, width: undefined });
    expect(readWidthField('   ')).toEqual({ valid: true, width: undefined });
  });

  it('refuses fractions, units, words and zero with a message saying what to type', () => {
    for (const text of ['12.5', 'abc', '240px', '-240', '0', '1e3']) {
      expect(readWidthField(text)).toEqual({ valid: false, message: WIDTH_NOT_WHOLE_MESSAGE });
    }
  });
});
