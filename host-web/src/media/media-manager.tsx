import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_MEDIA_SORT, type MediaItem, type MediaSortChoice } from '@quire/core';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { MediaArchiveDialog } from './media-archive-dialog.js';
import { MediaItemList, type ChooseHow } from './media-item-list.js';
import { useMediaLayout } from './media-layout-preference.js';
import { listedItems } from './media-list-state.js';
import { MediaManagerFailure } from './media-manager-failure.js';
import { MEDIA_UPLOAD_LIMIT_NOTICE } from './media-messages.js';
import { MediaSelectionPanel } from './media-selection-panel.js';
import { MediaSidebar } from './media-sidebar.js';
import { MediaToolbar } from './media-toolbar.js';
import { isSelectable, mimeTypesOf, sidebarFilters, type AllowedMediaTypes, type MediaFilterChoice, type MediaSelectionMode } from './media-type-filters.js';
import { MediaUploadStatus } from './media-upload-status.js';
import { shouldLoadMore, type ScrollPosition } from './should-load-more.js';
import { useFileDrop } from './use-file-drop.js';
import { useInitialSelection } from './use-initial-selection.js';
import { useMediaArchive } from './use-media-archive.js';
import { useMediaList } from './use-media-list.js';
import { useMediaUploads } from './use-media-uploads.js';
import './media-manager.css';

export interface MediaManagerProps {
  readonly projectSlug: string;
  readonly selectionMode: MediaSelectionMode;
  /** The types it shows and lets the author choose; every type when left out. */
  readonly allowedTypes?: AllowedMediaTypes;
  readonly onSelectionChange?: (items: readonly MediaItem[]) => void;
  /** An address chosen before: its item starts selected. */
  readonly initialSelectionUrl?: string;
  /** Called when `initialSelectionUrl` is not an item of the library. */
  readonly onItemNotFound?: (url: string) => void;
}

/**
 * A project's media library (spec authoring §2 "Media manager"): type filters, upload by
 * button or drop, grid or list, sort, search, pages of 60 loaded near the end of the list,
 * the selection with its details, and archiving after confirmation.
 */
export function MediaManager({ projectSlug, selectionMode, allowedTypes = 'all', onSelectionChange, initialSelectionUrl, onItemNotFound }: MediaManagerProps) {
  const api = useApi();
  const filters = sidebarFilters(allowedTypes);
  const [filter, setFilter] = useState<MediaFilterChoice>(filters[0]);
  const [sort, setSort] = useState<MediaSortChoice>(DEFAULT_MEDIA_SORT);
  const [searchText, setSearchText] = useState('');
  const [layout, setLayout] = useMediaLayout();
  const mimeKey = mimeTypesOf(filter, allowedTypes)?.join(',');
  const query = useMemo(() => ({ mimeTypes: mimeKey?.split(','), searchText, sort }), [mimeKey, searchText, sort]);
  const { list, error: listError, reload, loadMore } = useMediaList(api, projectSlug, query);
  const items = listedItems(list);

  const [selection, setSelection] = useState<readonly MediaItem[]>([]);
  const select = useCallback(
    (next: readonly MediaItem[]) => {
      setSelection(next);
      onSelectionChange?.(next);
    },
    [onSelectionChange],
  );
  const selectable = useCallback((item: MediaItem) => isSelectable(item, selectionMode, allowedTypes), [selectionMode, allowedTypes]);
  const lookupError = useInitialSelection(api, projectSlug, initialSelectionUrl, (item) => selectable(item) && select([item]), onItemNotFound);

  const choose = (item: MediaItem, how: ChooseHow) => {
    if (how === 'only' || selectionMode !== 'multi') select([item]);
    else if (selection.some((s) => s.guid === item.guid)) select(selection.filter((s) => s.guid !== item.guid));
    else select([...selection, item]);
  };

  const uploads = useMediaUploads(api, projectSlug, async (first) => {
    await reload();
    if (selectable(first)) select([first]);
  });
  const archiving = useMediaArchive(api, projectSlug, async () => {
    select([]);
    await reload();
  });
  const drop = useFileDrop((files) => void uploads.receiveFiles(files));

  const onScroll = (position: ScrollPosition) => {
    if (shouldLoadMore(position, list)) loadMore();
  };
  const failure = listError ?? lookupError;
  return (
    <div className={drop.dropping ? 'media-manager media-manager-dropping' : 'media-manager'} {...drop.handlers}>
      <MediaSidebar filters={filters} current={filter} onChange={setFilter} />
      <div className="media-main">
        <MediaToolbar
          onFiles={(files) => void uploads.receiveFiles(files)}
          uploading={uploads.report.state === 'uploading'}
          accept={mimeTypesOf('all', allowedTypes)?.join(',')}
          layout={layout}
          onLayout={setLayout}
          sort={sort}
          onSort={setSort}
          onSearch={setSearchText}
        />
        <p className="hint media-notice">{MEDIA_UPLOAD_LIMIT_NOTICE}</p>
        <MediaUploadStatus report={uploads.report} onHideToast={uploads.hideToast} />
        {failure !== undefined ? <MediaManagerFailure error={failure} /> : null}
        {archiving.error !== undefined ? (
          <p className="alert alert-error" role="alert">
            {errorMessage(archiving.error)}
          </p>
        ) : null}
        <MediaItemList
          items={items}
          layout={layout}
          selected={new Set(selection.map((item) => item.guid))}
          multiselectable={selectionMode === 'multi'}
          isSelectable={selectable}
          onChoose={choose}
          onScroll={onScroll}
        />
        {!list.isLoading && items.length === 0 && failure === undefined ? <p className="empty">No files here yet. Upload some, or drop them on this area.</p> : null}
        <p className="media-footer">
          {list.isLoading ? <span role="status">Loading… </span> : null}
          {`Showing ${list.totalItemsLoaded} of ${list.totalItems}`}
        </p>
      </div>
      <MediaSelectionPanel items={selection} onArchive={archiving.ask} />
      {archiving.stage ? (
        <MediaArchiveDialog items={selection} busy={archiving.stage === 'busy'} onConfirm={() => void archiving.confirm(selection)} onCancel={archiving.cancel} />
      ) : null}
    </div>
  );
}
