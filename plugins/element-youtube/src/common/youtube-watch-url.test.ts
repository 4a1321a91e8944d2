import { describe, expect, it } from 'vitest';
import { youtubeIdFromUrl } from './youtube-id-from-url.js';
import { youtubeWatchUrl } from './youtube-watch-url.js';

describe('youtubeWatchUrl', () => {
  it('builds the watch page URL', () => {
    expect(youtubeWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('encodes an id so it cannot add parameters', () => {
    expect(youtubeWatchUrl('a&autoplay=1')).toBe('https://www.youtube.com/watch?v=a%26autoplay%3D1');
    expect(youtubeIdFromUrl(youtubeWatchUrl('a&autoplay=1'))).toBe('a&autoplay=1');
  });
});
