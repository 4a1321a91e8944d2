import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record.js';

describe('isRecord', () => {
  it('takes objects and nothing else', () => {
    expect([{}, { a: 1 }].map(isRecord)).toEqual([true, true]);
    expect([null, undefined, [], 'x', 3, true].map(isRecord)).toEqual([false, false, false, false, false, false]);
  });
});
