import { describe, expect, it } from 'vitest';
import { sameJson } from './save-service.js';

describe('sameJson', () => {
  it('compares JSON values deeply, stopping at shared references', () => {
    const shared = { type: 'p', children: [{ text: 'x' }] };
    expect(sameJson({ model: [shared] }, { model: [shared] })).toBe(true);
    expect(sameJson({ a: [1, { b: 'c' }] }, { a: [1, { b: 'c' }] })).toBe(true);
    expect(sameJson({ a: [1, { b: 'c' }] }, { a: [1, { b: 'd' }] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, c: 2 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });
});
