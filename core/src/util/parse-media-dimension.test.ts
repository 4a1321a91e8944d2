import { describe, expect, it } from 'vitest';
import { parseMediaDimension } from './parse-media-dimension.js';

describe('parseMediaDimension', () => {
  it('reads positive numbers and numeric strings', () => {
    expect(parseMediaDimension('640')).toBe(640);
    expect(parseMediaDimension(' 480 ')).toBe(480);
    expect(parseMediaDimension(640)).toBe(640);
    expect(parseMediaDimension('640.5')).toBe(640.5);
    expect(parseMediaDimension(0.5)).toBe(0.5);
  });

  it('treats empty, non-numeric, zero and negative as unset', () => {
    for (const value of ['', '  ', 'abc', '640px', '0x10', '1e3', '-5', '+5', '0', '0.0', 0, -0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseMediaDimension(value)).toBeUndefined();
    }
  });

  it('treats other types as unset', () => {
    for (const value of [undefined, null, true, {}, [640], 640n]) {
      expect(parseMediaDimension(value)).toBeUndefined();
    }
  });
});
