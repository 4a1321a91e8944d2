import { describe, expect, it } from 'vitest';
import { formatCueTime } from './format-cue-time.js';

describe('formatCueTime', () => {
  it.each([
    [0, '0:00.00'],
    [0.07, '0:00.07'],
    [5, '0:05.00'],
    [65.3, '1:05.30'],
    [59.996, '1:00.00'],
    [600, '10:00.00'],
    [3599.99, '59:59.99'],
    [3600, '1:00:00.00'],
    [3725.5, '1:02:05.50'],
    [36000, '10:00:00.00'],
  ])('formats %d as %s', (seconds, text) => {
    expect(formatCueTime(seconds)).toBe(text);
  });

  it('formats negative, NaN and infinite times as zero', () => {
    expect(formatCueTime(-3)).toBe('0:00.00');
    expect(formatCueTime(Number.NaN)).toBe('0:00.00');
    expect(formatCueTime(Number.POSITIVE_INFINITY)).toBe('0:00.00');
  });
});
