import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.js';

describe('relativeTime', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const ago = (seconds: number) => relativeTime(new Date(now.getTime() - seconds * 1000), now);

  it('runs from just now to years ago', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(59)).toBe('just now');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(3 * 3600)).toBe('3 hours ago');
    expect(ago(24 * 3600)).toBe('yesterday');
    expect(ago(3 * 24 * 3600)).toBe('3 days ago');
    expect(ago(8 * 24 * 3600)).toBe('last week');
    expect(ago(65 * 24 * 3600)).toBe('2 months ago');
    expect(ago(800 * 24 * 3600)).toBe('2 years ago');
  });

  it('calls a moment in the future (a clock running behind) just now', () => {
    expect(ago(-30)).toBe('just now');
  });
});
