import { describe, expect, it } from 'vitest';
import { cueRange } from './cue-range.js';

describe('cueRange', () => {
  it('keeps an end after the start', () => {
    expect(cueRange(1, 2.5)).toEqual({ start: 1, end: 2.5 });
    expect(cueRange(0, 0.01)).toEqual({ start: 0, end: 0.01 });
  });

  it('means start only for an empty end, or one before or at the start', () => {
    expect(cueRange(5, undefined)).toEqual({ start: 5 });
    expect(cueRange(5, Number.NaN)).toEqual({ start: 5 });
    expect(cueRange(5, 3)).toEqual({ start: 5 });
    expect(cueRange(5, 5)).toEqual({ start: 5 });
    expect('end' in cueRange(5, 3)).toBe(false);
  });

  it('takes a missing, NaN or negative start as 0', () => {
    expect(cueRange(undefined, 4)).toEqual({ start: 0, end: 4 });
    expect(cueRange(Number.NaN, undefined)).toEqual({ start: 0 });
    expect(cueRange(-2, 4)).toEqual({ start: 0, end: 4 });
    expect(cueRange(-2, -1)).toEqual({ start: 0 });
    expect(cueRange(undefined, 0)).toEqual({ start: 0 });
  });
});
