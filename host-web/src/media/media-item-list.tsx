import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { MEDIA_LAYOUT, type MediaItem, type MediaLayout } from '@quire/core';
import { formatFileSize } from './format-file-size.js';
import { gridFileName } from './media-names.js';
import { MediaThumbnail } from './media-thumbnail.js';
import type { ScrollPosition } from './should-load-more.js';

/** `only` makes the item the whole selection; `toggle` adds or removes it (several allowed). */
export type ChooseHow = 'only' | 'toggle';

export interface MediaItemListProps {
  readonly items: readonly MediaItem[];
  readonly layout: MediaLayout;
  readonly selected: ReadonlySet<string>;
  readonly multiselectable: boolean;
  readonly isSelectable: (item: MediaItem) => boolean;
  readonly onChoose: (item: MediaItem, how: ChooseHow) => void;
  readonly onScroll: (position: ScrollPosition) => void;
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * The files as a listbox, drawn as a grid of thumbnails or as rows. One option is in the
 * Tab order at a time; the arrow keys, Home and End move between them, Space and Enter
 * choose (Space adds to a multiple selection), as does a click (Ctrl or ⌘ click adds).
 */
export function MediaItemList({ items, layout, selected, multiselectable, isSelectable, onChoose, onScroll }: MediaItemListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [activeGuid, setActiveGuid] = useState<string>();
  const activeIndex = Math.max(0, items.findIndex((item) => item.guid === activeGuid));

  const focusAt = (index: number) => {
    const at = Math.min(items.length - 1, Math.max(0, index));
    const target = items[at];
    if (!target) return;
    setActiveGuid(target.guid);
    (listRef.current?.children[at] as HTMLElement | undefined)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const item = items[activeIndex];
    if (NEXT_KEYS.has(event.key)) focusAt(activeIndex + 1);
    else if (PREVIOUS_KEYS.has(event.key)) focusAt(activeIndex - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if ((event.key === ' ' || event.key === 'Enter') && item) {
      if (isSelectable(item)) onChoose(item, event.key === ' ' && multiselectable ? 'toggle' : 'only');
    } else return;
    event.preventDefault();
  };

  const onClick = (event: MouseEvent, item: MediaItem) => {
    setActiveGuid(item.guid);
    if (isSelectable(item)) onChoose(item, multiselectable && (event.ctrlKey || event.metaKey) ? 'toggle' : 'only');
  };

  const grid = layout === MEDIA_LAYOUT.grid;
  return (
    <div
      ref={listRef}
      role="listbox"
      aria-label="Media files"
      aria-multiselectable={multiselectable || undefined}
      aria-orientation={grid ? undefined : 'vertical'}
      className={grid ? 'media-items media-items-grid' : 'media-items media-items-list'}
      onKeyDown={onKeyDown}
      onScroll={(event) => onScroll(event.currentTarget)}
    >
      {items.map((item, index) => {
        const selectable = isSelectable(item);
        return (
          <div
            key={item.guid}
            role="option"
            aria-label={item.fileName}
            aria-selected={selected.has(item.guid)}
            aria-disabled={selectable ? undefined : true}
            tabIndex={index === activeIndex ? 0 : -1}
            className="media-item"
            title={item.fileName}
            onClick={(event) => onClick(event, item)}
            onFocus={() => setActiveGuid(item.guid)}
          >
            <MediaThumbnail item={item} />
            {grid ? (
              <span className="media-item-name">{gridFileName(item.fileName)}</span>
            ) : (
              <>
                <span className="media-item-name">{item.fileName}</span>
                <span className="media-item-type">{item.mimeType}</span>
                <span className="media-item-size">{formatFileSize(item.fileSize)}</span>
                <span className="media-item-date">{new Date(item.dateCreated).toLocaleDateString()}</span>
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
