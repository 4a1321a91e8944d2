import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEDIA_SORT,
  isFileTooLarge,
  MEDIA_LAYOUT,
  MEDIA_SORT_CHOICES,
  MEDIA_TYPE_FILTERS,
  MEDIA_UPLOAD_LIMIT_BYTES,
  mediaItemSchema,
} from './media-item.js';

describe('media items', () => {
  it('accepts a library item and refuses one without a guid', () => {
    const item = {
      guid: 'abc',
      fileName: 'cat.png',
      mimeType: 'image/png',
      url: 'https://cdn.example.org/cat.png',
      fileSize: 1024,
      dateCreated: '2024-01-01T00:00:00Z',
      dateUpdated: '2024-01-02T00:00:00Z',
      references: 2,
    };
    expect(mediaItemSchema.safeParse(item).success).toBe(true);
    expect(mediaItemSchema.safeParse({ ...item, guid: '' }).success).toBe(false);
    expect(mediaItemSchema.safeParse({ ...item, fileSize: -1 }).success).toBe(false);
  });

  it('refuses uploads of 350 MB or more', () => {
    expect(MEDIA_UPLOAD_LIMIT_BYTES).toBe(367_001_600);
    expect(isFileTooLarge(MEDIA_UPLOAD_LIMIT_BYTES - 1)).toBe(false);
    expect(isFileTooLarge(MEDIA_UPLOAD_LIMIT_BYTES)).toBe(true);
  });

  it('lists the spec filters, layouts and sort choices', () => {
    expect(MEDIA_TYPE_FILTERS.video).toContain('video/quicktime');
    expect(MEDIA_TYPE_FILTERS.captions).toEqual(['text/vtt']);
    expect(MEDIA_LAYOUT).toEqual({ grid: 0, list: 1 });
    expect(MEDIA_SORT_CHOICES.map((choice) => choice.label)).toEqual(['Newest', 'Oldest', 'A-Z', 'Z-A', 'Type', 'File Size']);
    expect(DEFAULT_MEDIA_SORT.label).toBe('Newest');
  });
});
