import { useEffect, useRef, useState } from 'react';
import { DEFAULT_MEDIA_SORT, type MediaItem } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';
import { listMedia } from './media-client.js';

/**
 * Looks up the item at `url` once, when the manager opens: found, it is handed to
 * `onFound`; not in the library, `onNotFound` is called (spec §8: a media item path not
 * found calls a not-found handler). Returns the lookup's failure, if any.
 */
export function useInitialSelection(
  api: ApiClient,
  projectSlug: string,
  url: string | undefined,
  onFound: (item: MediaItem) => void,
  onNotFound: ((url: string) => void) | undefined,
): unknown {
  const [error, setError] = useState<unknown>();
  // The handlers of the render that started the lookup may be stale by the time it answers.
  const handlers = useRef({ onFound, onNotFound });
  useEffect(() => {
    handlers.current = { onFound, onNotFound };
  });

  useEffect(() => {
    if (!url) return;
    let current = true;
    listMedia(api, projectSlug, { offset: 0, limit: 1, url, sort: DEFAULT_MEDIA_SORT }).then(
      (page) => {
        if (!current) return;
        const [item] = page.results;
        if (item) handlers.current.onFound(item);
        else handlers.current.onNotFound?.(url);
      },
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [api, projectSlug, url]);
  return error;
}
