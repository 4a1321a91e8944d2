import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@quire/core';
import { isSelectable, mimeTypesOf, sidebarFilters } from './media-type-filters.js';

const item = (mimeType: string): MediaItem => ({
  guid: 'g',
  fileName: 'f',
  mimeType,
  url: '/media/p/g',
  fileSize: 1,
  dateCreated: '2025-01-01T00:00:00Z',
  dateUpdated: '2025-01-01T00:00:00Z',
});

describe('the media type filters', () => {
  it('offers All Media and every type filter of spec §9 to an unrestricted manager', () => {
    expect(sidebarFilters('all')).toEqual(['all', 'image', 'audio', 'video', 'html', 'csv', 'captions']);
  });

  it('offers only the allowed types to a restricted one, with All Media when there are several', () => {
    expect(sidebarFilters(['image'])).toEqual(['image']);
    expect(sidebarFilters(['audio', 'video'])).toEqual(['all', 'audio', 'video']);
  });

  it("gives each filter's MIME types; All Media of a restricted manager is their union", () => {
    expect(mimeTypesOf('all', 'all')).toBeUndefined();
    expect(mimeTypesOf('captions', 'all')).toEqual(['text/vtt']);
    expect(mimeTypesOf('all', ['audio', 'captions'])).toEqual(['audio/mpeg', 'audio/wav', 'audio/mid', 'audio/mp4', 'text/vtt']);
  });

  it('lets an item be chosen only when selecting is on and its type is allowed', () => {
    expect(isSelectable(item('image/png'), 'single', ['image'])).toBe(true);
    expect(isSelectable(item('audio/mpeg'), 'single', ['image'])).toBe(false);
    expect(isSelectable(item('application/pdf'), 'multi', 'all')).toBe(true);
    expect(isSelectable(item('image/png'), 'none', 'all')).toBe(false);
  });
});
