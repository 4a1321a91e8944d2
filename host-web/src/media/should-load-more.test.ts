import { describe, expect, it } from 'vitest';
import { shouldLoadMore } from './should-load-more.js';

const moreToCome = { totalItemsLoaded: 60, totalItems: 130, isLoading: false };

describe('loading the next page of media', () => {
  it('loads when the list is scrolled within 100 px of its end', () => {
    expect(shouldLoadMore({ scrollTop: 1400, clientHeight: 500, scrollHeight: 2000 }, moreToCome)).toBe(true);
    expect(shouldLoadMore({ scrollTop: 1399, clientHeight: 500, scrollHeight: 2000 }, moreToCome)).toBe(false);
  });

  it('waits for a page in flight and stops when everything is loaded', () => {
    const atEnd = { scrollTop: 1500, clientHeight: 500, scrollHeight: 2000 };
    expect(shouldLoadMore(atEnd, { ...moreToCome, isLoading: true })).toBe(false);
    expect(shouldLoadMore(atEnd, { ...moreToCome, totalItemsLoaded: 130 })).toBe(false);
  });
});
