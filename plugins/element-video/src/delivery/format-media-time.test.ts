import { describe, expect, it } from 'vitest';
import { formatMediaTime } from './format-media-time.js';

describe('a time in a video as the player shows it', () => {
  it('is minutes and seconds, with hours from an hour on', () => {
    expect(formatMediaTime(0)).toBe('0:00');
    expect(formatMediaTime(65.9)).toBe('1:05');
    expect(formatMediaTime(3725)).toBe('1:02:05');
  });

  it('is 0:00 while unknown', () => {
    expect(formatMediaTime(Number.NaN)).toBe('0:00');
    expect(formatMediaTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatMediaTime(-3)).toBe('0:00');
  });
});
