import { useCallback, useState } from 'react';
import { MEDIA_LAYOUT, type MediaLayout } from '@quire/core';

/** Where this browser remembers the media manager's layout (spec §4: remembered locally). */
export const MEDIA_LAYOUT_STORAGE_KEY = 'quire.mediaManager.layout';

export function readMediaLayout(): MediaLayout {
  try {
    return localStorage.getItem(MEDIA_LAYOUT_STORAGE_KEY) === String(MEDIA_LAYOUT.list) ? MEDIA_LAYOUT.list : MEDIA_LAYOUT.grid;
  } catch {
    // Storage can be switched off; the layout then lasts as long as the screen.
    return MEDIA_LAYOUT.grid;
  }
}

/** The layout (grid by default) and its setter, which also writes it to local storage. */
export function useMediaLayout(): [MediaLayout, (layout: MediaLayout) => void] {
  const [layout, setLayout] = useState(readMediaLayout);
  const change = useCallback((next: MediaLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(MEDIA_LAYOUT_STORAGE_KEY, String(next));
    } catch {
      // As above: not remembered, still applied.
    }
  }, []);
  return [layout, change];
}
