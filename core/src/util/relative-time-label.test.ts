import { describe, expect, it } from 'vitest';
import { relativeTimeLabel } from './relative-time-label.js';

const NOW = new Date('2024-06-15T12:00:00Z');
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const before = (ms: number): Date => new Date(NOW.getTime() - ms);

describe('relativeTimeLabel', () => {
  it.each([
    [0, 'just now'],
    [44 * S, 'just now'],
    [45 * S, '1 minute ago'],
    [119 * S, '1 minute ago'],
    [2 * M, '2 minutes ago'],
    [59 * M + 59 * S, '59 minutes ago'],
    [H, '1 hour ago'],
    [2 * H - 1, '1 hour ago'],
    [5 * H, '5 hours ago'],
    [23 * H + 59 * M, '23 hours ago'],
    [D, '1 day ago'],
    [6 * D, '6 days ago'],
    [29 * D, '29 days ago'],
    [30 * D, '1 month ago'],
    [59 * D, '1 month ago'],
    [60 * D, '2 months ago'],
    [364 * D, '11 months ago'],
    [365 * D, '1 year ago'],
    [729 * D, '1 year ago'],
    [730 * D, '2 years ago'],
    [3650 * D, '10 years ago'],
  ])('%d ms ago → %s', (ms, label) => {
    expect(relativeTimeLabel(before(ms), NOW)).toBe(label);
  });

  it('says just now for future dates', () => {
    expect(relativeTimeLabel(new Date(NOW.getTime() + 5 * D), NOW)).toBe('just now');
  });

  it('gives empty for invalid dates', () => {
    expect(relativeTimeLabel(new Date('nope'), NOW)).toBe('');
    expect(relativeTimeLabel(NOW, new Date(Number.NaN))).toBe('');
  });
});
