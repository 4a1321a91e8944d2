import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { MEDIA_LAYOUT, MEDIA_SORT_CHOICES, type MediaLayout, type MediaSortChoice } from '@quire/core';

/** Quiet time after typing in the search box before the list is asked again. */
export const MEDIA_SEARCH_DELAY_MS = 300;

export interface MediaToolbarProps {
  readonly onFiles: (files: readonly File[]) => void;
  readonly uploading: boolean;
  /** The file input's `accept`: the allowed MIME types, or anything. */
  readonly accept?: string;
  readonly layout: MediaLayout;
  readonly onLayout: (layout: MediaLayout) => void;
  readonly sort: MediaSortChoice;
  readonly onSort: (sort: MediaSortChoice) => void;
  /** Called once typing pauses (or on Enter); keep it stable across renders. */
  readonly onSearch: (text: string) => void;
}

/** Upload (several files at once), the Grid/List switch, the sort dropdown and the search box. */
export function MediaToolbar({ onFiles, uploading, accept, layout, onLayout, sort, onSort, onSearch }: MediaToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const searched = useRef('');

  const commitSearch = useCallback(
    (value: string) => {
      if (value === searched.current) return;
      searched.current = value;
      onSearch(value);
    },
    [onSearch],
  );

  useEffect(() => {
    const timer = setTimeout(() => commitSearch(text), MEDIA_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, commitSearch]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    commitSearch(text);
  };

  return (
    <div className="media-toolbar">
      <button type="button" className="button button-primary" disabled={uploading} onClick={() => fileInput.current?.click()}>
        Upload
      </button>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        accept={accept}
        aria-label="Files to upload"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so choosing the same file again still reports a change.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <div className="media-layout-switch" role="group" aria-label="Layout">
        <button type="button" className="button" aria-pressed={layout === MEDIA_LAYOUT.grid} onClick={() => onLayout(MEDIA_LAYOUT.grid)}>
          Grid
        </button>
        <button type="button" className="button" aria-pressed={layout === MEDIA_LAYOUT.list} onClick={() => onLayout(MEDIA_LAYOUT.list)}>
          List
        </button>
      </div>
      <label className="media-sort">
        Sort by
        <select value={sort.label} onChange={(event) => onSort(MEDIA_SORT_CHOICES.find((choice) => choice.label === event.target.value) ?? sort)}>
          {MEDIA_SORT_CHOICES.map((choice) => (
            <option key={choice.label} value={choice.label}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <form role="search" className="media-search" onSubmit={submitSearch}>
        <input type="search" aria-label="Search media" placeholder="Search" value={text} onChange={(event) => setText(event.target.value)} />
      </form>
    </div>
  );
}
