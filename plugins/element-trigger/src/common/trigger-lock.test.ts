import { describe, expect, it } from 'vitest';
import { triggerLockMs } from './trigger-lock.js';

describe('the rest of a DOT button after a press', () => {
  it('is 5 s, doubling on each later press, and never longer than an hour', () => {
    expect([0, 1, 2, 3].map(triggerLockMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(triggerLockMs(9)).toBe(2_560_000);
    expect(triggerLockMs(10)).toBe(3_600_000);
    expect(triggerLockMs(40)).toBe(3_600_000);
  });
});
