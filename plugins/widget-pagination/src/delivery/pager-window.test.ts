import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager-window.js';

describe('pagerWindow', () => {
  it('shows at most 4 page numbers either side of the current one', () => {
    expect(pagerWindow(0, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pagerWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pagerWindow(19, 20)).toEqual([15, 16, 17, 18, 19]);
  });
});
