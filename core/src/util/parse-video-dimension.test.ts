import { describe, expect, it } from 'vitest';
import { parseVideoDimension } from './parse-video-dimension.js';

describe('parseVideoDimension', () => {
  it('reads positive numbers and numeric strings', () => {
    expect(parseVideoDimension('640')).toBe(640);
    expect(parseVideoDimension(' 480 ')).toBe(480);
    expect(parseVideoDimension(640)).toBe(640);
    expect(parseVideoDimension('640.5')).toBe(640.5);
    expect(parseVideoDimension(0.5)).toBe(0.5);
  });

  it('treats empty, non-numeric, zero and negative as unset', () => {
    for (const value of ['', '  ', 'abc', '640px', '0x10', '1e3', '-5', '+5', '0', '0.0', 0, -0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseVideoDimension(value)).toBeUndefined();
    }
  });

  it('treats other types as unset', () => {
    for (const value of [undefined, null, true, {}, [640], 640n]) {
      expect(parseVideoDimension(value)).toBeUndefined();
    }
  });
});
