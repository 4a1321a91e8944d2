import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_SORT, MEDIA_SORT_CHOICES } from '@quire/core';
import { mediaListSearch } from './media-client.js';

describe('the media list query', () => {
  it('sends the page, the default sort and nothing blank', () => {
    expect(mediaListSearch({ offset: 0, limit: 60, sort: DEFAULT_MEDIA_SORT, searchText: '  ' })).toBe('offset=0&limit=60&orderBy=dateCreated&order=desc');
  });

  it('sends the MIME types as a comma list, the trimmed search text and the chosen sort', () => {
    const search = new URLSearchParams(
      mediaListSearch({ offset: 60, limit: 60, mimeTypes: ['audio/mpeg', 'audio/wav'], searchText: ' lab ', sort: MEDIA_SORT_CHOICES[3] }),
    );
    expect(Object.fromEntries(search)).toEqual({ offset: '60', limit: '60', mimeFilter: 'audio/mpeg,audio/wav', searchText: 'lab', orderBy: 'fileName', order: 'desc' });
  });
});
