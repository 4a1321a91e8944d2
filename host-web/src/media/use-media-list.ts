import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { MEDIA_PAGE_SIZE, type MediaSortChoice } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';
import { listMedia } from './media-client.js';
import { EMPTY_MEDIA_LIST, mediaListReducer, type OrderedMediaList } from './media-list-state.js';

export interface MediaListQuery {
  readonly mimeTypes: readonly string[] | undefined;
  readonly searchText: string;
  readonly sort: MediaSortChoice;
}

export interface MediaListHandle {
  readonly list: OrderedMediaList;
  /** The last failed request's error, cleared by the next success. */
  readonly error: unknown;
  /** Starts again from the first page; resolves once it has loaded (or failed). */
  readonly reload: () => Promise<void>;
  /** Loads the next page of 60 unless one is loading or everything is loaded. */
  readonly loadMore: () => void;
}

/** A project's media list for a query, paged by 60; a new query starts from the first page. */
export function useMediaList(api: ApiClient, projectSlug: string, query: MediaListQuery): MediaListHandle {
  const [list, dispatch] = useReducer(mediaListReducer, EMPTY_MEDIA_LIST);
  const [error, setError] = useState<unknown>();
  const lastReqId = useRef(0);
  // Read by loadMore, which scroll events call many times before React re-renders.
  const current = useRef({ loaded: 0, total: 0, loading: false });
  const { mimeTypes, searchText, sort } = query;
  const mimeKey = mimeTypes?.join(',');

  const fetchPage = useCallback(
    async (offset: number) => {
      const reqId = ++lastReqId.current;
      if (offset === 0) dispatch({ type: 'reset' });
      dispatch({ type: 'request', reqId });
      current.current = { ...current.current, loading: true };
      try {
        const page = await listMedia(api, projectSlug, { offset, limit: MEDIA_PAGE_SIZE, mimeTypes: mimeKey?.split(','), searchText, sort });
        if (reqId !== lastReqId.current) return;
        dispatch({ type: 'loaded', reqId, results: page.results, totalResults: page.totalResults });
        const loaded = offset + page.results.length;
        current.current = { loaded, total: page.totalResults, loading: false };
        setError(undefined);
      } catch (failure) {
        if (reqId !== lastReqId.current) return;
        dispatch({ type: 'failed', reqId });
        current.current = { ...current.current, loading: false };
        setError(failure);
      }
    },
    [api, projectSlug, mimeKey, searchText, sort],
  );

  const reload = useCallback(() => fetchPage(0), [fetchPage]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const loadMore = useCallback(() => {
    const { loaded, total, loading } = current.current;
    if (!loading && loaded < total) void fetchPage(loaded);
  }, [fetchPage]);

  return { list, error, reload, loadMore };
}
