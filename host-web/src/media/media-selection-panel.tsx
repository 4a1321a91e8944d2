import type { MediaItem } from '@quire/core';
import { formatFileSize } from './format-file-size.js';
import { selectedFileName } from './media-names.js';
import { MediaThumbnail } from './media-thumbnail.js';

/**
 * What is selected: for one file its link, a preview, its upload date and size; for
 * several their count. Both offer to archive (spec §2 "Selection panel").
 */
export function MediaSelectionPanel({ items, onArchive }: { items: readonly MediaItem[]; onArchive: () => void }) {
  if (items.length === 0) return null;
  const archive = (
    <button type="button" className="button button-danger-text" onClick={onArchive}>
      Archive
    </button>
  );
  if (items.length > 1) {
    return (
      <aside className="media-selection" aria-label="Selected files">
        <p>{items.length} files selected</p>
        {archive}
      </aside>
    );
  }
  const [item] = items;
  return (
    <aside className="media-selection" aria-label="Selected file">
      <a href={item.url} target="_blank" rel="noopener noreferrer" className="media-selection-link" title={item.fileName}>
        {selectedFileName(item.fileName)}
      </a>
      <MediaPreview item={item} />
      <dl className="media-selection-details">
        <dt>Uploaded</dt>
        <dd>{new Date(item.dateCreated).toLocaleString()}</dd>
        <dt>Size</dt>
        <dd>{formatFileSize(item.fileSize)}</dd>
        <dt>Type</dt>
        <dd>{item.mimeType}</dd>
      </dl>
      {archive}
    </aside>
  );
}

function MediaPreview({ item }: { item: MediaItem }) {
  const label = `Preview of ${item.fileName}`;
  if (item.mimeType.startsWith('audio/')) return <audio className="media-preview" src={item.url} controls preload="none" aria-label={label} />;
  if (item.mimeType.startsWith('video/')) return <video className="media-preview" src={item.url} controls preload="metadata" aria-label={label} />;
  return (
    <div className="media-preview">
      <MediaThumbnail item={item} />
    </div>
  );
}
