import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@quire/core';
import { EMPTY_MEDIA_LIST, listedItems, mediaListReducer, type MediaListAction, type OrderedMediaList } from './media-list-state.js';

const item = (guid: string): MediaItem => ({
  guid,
  fileName: `${guid}.png`,
  mimeType: 'image/png',
  url: `/media/p/${guid}.png`,
  fileSize: 10,
  dateCreated: '2025-01-01T00:00:00Z',
  dateUpdated: '2025-01-01T00:00:00Z',
});

const run = (...actions: MediaListAction[]): OrderedMediaList => actions.reduce(mediaListReducer, EMPTY_MEDIA_LIST);

describe('the media list state', () => {
  it('adds each loaded page after the last and sets the totals', () => {
    const state = run(
      { type: 'request', reqId: 1 },
      { type: 'loaded', reqId: 1, results: [item('a'), item('b')], totalResults: 3 },
      { type: 'request', reqId: 2 },
      { type: 'loaded', reqId: 2, results: [item('b'), item('c')], totalResults: 3 },
    );
    expect(listedItems(state).map((i) => i.guid)).toEqual(['a', 'b', 'c']);
    expect(state).toMatchObject({ totalItems: 3, totalItemsLoaded: 3, isLoading: false });
  });

  it('ignores the answer to a request that a newer one replaced', () => {
    const state = run(
      { type: 'request', reqId: 1 },
      { type: 'reset' },
      { type: 'request', reqId: 2 },
      { type: 'loaded', reqId: 1, results: [item('old')], totalResults: 1 },
    );
    expect(state.order).toEqual([]);
    expect(state.isLoading).toBe(true);
  });

  it('clears the items and totals on reset', () => {
    const state = run({ type: 'request', reqId: 1 }, { type: 'loaded', reqId: 1, results: [item('a')], totalResults: 1 }, { type: 'reset' });
    expect(state).toMatchObject({ items: {}, order: [], totalItems: 0, totalItemsLoaded: 0, isLoading: false });
  });

  it('stops loading when the latest request fails', () => {
    expect(run({ type: 'request', reqId: 1 }, { type: 'failed', reqId: 1 }).isLoading).toBe(false);
  });
});
