import { describe, expect, it } from 'vitest';
import { cueTimeToSeconds } from './cue-time-to-seconds.js';

describe('cueTimeToSeconds', () => {
  it('adds hundredths to seconds', () => {
    expect(cueTimeToSeconds({ seconds: 0, hundredths: 0 })).toBe(0);
    expect(cueTimeToSeconds({ seconds: 65, hundredths: 30 })).toBe(65.3);
    expect(cueTimeToSeconds({ seconds: 1, hundredths: 10 })).toBe(1.1);
    expect(cueTimeToSeconds({ seconds: 0, hundredths: 7 })).toBe(0.07);
    expect(cueTimeToSeconds({ seconds: 12, hundredths: 99 })).toBe(12.99);
  });

  it('clamps hundredths into 0 to 99', () => {
    expect(cueTimeToSeconds({ seconds: 2, hundredths: 150 })).toBe(2.99);
    expect(cueTimeToSeconds({ seconds: 2, hundredths: -5 })).toBe(2);
    expect(cueTimeToSeconds({ seconds: 2, hundredths: 4.6 })).toBe(2.05);
  });
});
