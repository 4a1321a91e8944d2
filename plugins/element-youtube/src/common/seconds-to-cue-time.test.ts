import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cueTimeToSeconds } from './cue-time-to-seconds.js';
import { secondsToCueTime } from './seconds-to-cue-time.js';

describe('secondsToCueTime', () => {
  it('splits seconds and hundredths', () => {
    expect(secondsToCueTime(0)).toEqual({ seconds: 0, hundredths: 0 });
    expect(secondsToCueTime(65.3)).toEqual({ seconds: 65, hundredths: 30 });
    expect(secondsToCueTime(1.1)).toEqual({ seconds: 1, hundredths: 10 });
    expect(secondsToCueTime(0.07)).toEqual({ seconds: 0, hundredths: 7 });
  });

  it('rounds to the nearest hundredth, carrying into seconds', () => {
    expect(secondsToCueTime(1.005)).toEqual({ seconds: 1, hundredths: 1 });
    expect(secondsToCueTime(2.994)).toEqual({ seconds: 2, hundredths: 99 });
    expect(secondsToCueTime(59.996)).toEqual({ seconds: 60, hundredths: 0 });
  });

  it('gives zero for negative, NaN and infinite times', () => {
    for (const s of [-1, -0.001, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(secondsToCueTime(s)).toEqual({ seconds: 0, hundredths: 0 });
    }
  });

  it('always gives whole seconds and hundredths 0..99 that add back to the time', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (s) => {
        const cue = secondsToCueTime(s);
        expect(Number.isInteger(cue.seconds)).toBe(true);
        expect(Number.isInteger(cue.hundredths)).toBe(true);
        expect(cue.hundredths).toBeGreaterThanOrEqual(0);
        expect(cue.hundredths).toBeLessThanOrEqual(99);
        expect(Math.abs(cueTimeToSeconds(cue) - s)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});
