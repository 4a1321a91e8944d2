import { describe, expect, it } from 'vitest';
import { clampResize, MIN_RESIZE_PX } from './clamp-resize.js';

describe('clampResize', () => {
  it('has a 10 px minimum', () => {
    expect(MIN_RESIZE_PX).toBe(10);
  });

  it('never goes below the minimum', () => {
    expect(clampResize(9.99)).toBe(10);
    expect(clampResize(0)).toBe(10);
    expect(clampResize(-200)).toBe(10);
    expect(clampResize(Number.NaN)).toBe(10);
    expect(clampResize(Number.NEGATIVE_INFINITY)).toBe(10);
  });

  it('keeps larger sizes as they are', () => {
    expect(clampResize(10)).toBe(10);
    expect(clampResize(10.5)).toBe(10.5);
    expect(clampResize(640)).toBe(640);
  });
});
