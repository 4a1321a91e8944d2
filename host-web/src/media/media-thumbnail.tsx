import { useState } from 'react';
import type { MediaItem } from '@quire/core';
import { MEDIA_PLACEHOLDER_IMAGE } from './media-messages.js';

/** The short text drawn for a file that is not an image: its kind at a glance. */
export function mediaIconText(mimeType: string): string {
  if (mimeType.startsWith('audio/')) return '♪';
  if (mimeType.startsWith('video/')) return '▶';
  if (mimeType === 'text/vtt') return 'CC';
  if (mimeType === 'text/html') return '</>';
  if (mimeType === 'text/csv') return 'CSV';
  if (mimeType === 'application/pdf') return 'PDF';
  return 'FILE';
}

/**
 * An image item's picture (the file itself, loaded when scrolled near), or an icon for
 * other files. A picture that fails to load gives way to the placeholder image. The
 * item's name is said by its row, so the picture is decoration.
 */
export function MediaThumbnail({ item }: { item: MediaItem }) {
  const [failed, setFailed] = useState(false);
  if (item.mimeType.startsWith('image/')) {
    return (
      <img
        className="media-thumbnail"
        src={failed ? MEDIA_PLACEHOLDER_IMAGE : item.url}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="media-thumbnail media-icon" aria-hidden="true">
      {mediaIconText(item.mimeType)}
    </span>
  );
}
