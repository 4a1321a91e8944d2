import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager-window.js';

describe('the pages the pager lists', () => {
  it('are up to four either side of the current page', () => {
    expect(pagerWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('stop at the first and the last page', () => {
    expect(pagerWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(19, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(1, 1)).toEqual([1]);
  });
});
