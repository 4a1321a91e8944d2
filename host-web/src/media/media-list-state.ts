import type { MediaItem, MediaListState } from '@quire/core';

/** Spec §3's list state, with the order the server listed the items in. */
export interface OrderedMediaList extends MediaListState {
  readonly order: readonly string[];
}

export type MediaListAction =
  | { readonly type: 'reset' }
  | { readonly type: 'request'; readonly reqId: number }
  | { readonly type: 'loaded'; readonly reqId: number; readonly results: readonly MediaItem[]; readonly totalResults: number }
  | { readonly type: 'failed'; readonly reqId: number };

export const EMPTY_MEDIA_LIST: OrderedMediaList = { items: {}, order: [], totalItems: 0, totalItemsLoaded: 0, isLoading: false, lastReqId: 0 };

/**
 * Spec §4: loading adds items and sets the totals; reset clears them. Only the answer to
 * the latest request counts, so a slow page of an old search never lands in a new one.
 */
export function mediaListReducer(state: OrderedMediaList, action: MediaListAction): OrderedMediaList {
  switch (action.type) {
    case 'reset':
      return { ...EMPTY_MEDIA_LIST, lastReqId: state.lastReqId };
    case 'request':
      return { ...state, isLoading: true, lastReqId: action.reqId };
    case 'loaded': {
      if (action.reqId !== state.lastReqId) return state;
      const items = { ...state.items };
      const order = [...state.order];
      for (const item of action.results) {
        if (!(item.guid in items)) order.push(item.guid);
        items[item.guid] = item;
      }
      return { ...state, items, order, totalItems: action.totalResults, totalItemsLoaded: order.length, isLoading: false };
    }
    case 'failed':
      return action.reqId === state.lastReqId ? { ...state, isLoading: false } : state;
  }
}

/** The loaded items in the server's order. */
export function listedItems(state: OrderedMediaList): readonly MediaItem[] {
  return state.order.map((guid) => state.items[guid]);
}
