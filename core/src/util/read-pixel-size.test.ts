import { describe, expect, it } from 'vitest';
import { PIXEL_SIZE_MESSAGE, readPixelSize } from './read-pixel-size.js';

describe('readPixelSize', () => {
  it('takes a whole number of pixels', () => {
    expect(readPixelSize('640')).toEqual({ value: 640 });
    expect(readPixelSize(' 640 ')).toEqual({ value: 640 });
  });

  it('leaves a blank field at the default size', () => {
    expect(readPixelSize('')).toEqual({});
    expect(readPixelSize('   ')).toEqual({});
  });

  it('refuses fractions, units, words and zero, saying what to type', () => {
    for (const text of ['640.5', '50%', '20em', '240px', 'abc', '-240', '0', '1e3']) {
      expect(readPixelSize(text)).toEqual({ error: PIXEL_SIZE_MESSAGE });
    }
  });

  it("gives a field's own message when it has one", () => {
    expect(readPixelSize('12.5', 'Enter the width as a whole number of pixels, such as 240.')).toEqual({
      error: 'Enter the width as a whole number of pixels, such as 240.',
    });
  });
});
