import { describe, expect, it } from 'vitest';
import { isYoutubeUrl } from './is-youtube-url.js';

describe('isYoutubeUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?t=4',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '//www.youtube.com/embed/dQw4w9WgXcQ',
    '  https://www.youtube.com/shorts/dQw4w9WgXcQ  ',
  ])('true for %s', (text) => {
    expect(isYoutubeUrl(text)).toBe(true);
  });

  it.each([
    '',
    'dQw4w9WgXcQ',
    'https://vimeo.com/123',
    'https://notyoutube.com/watch?v=x',
    'https://youtube.com.example.org/watch?v=x',
    'https://youtube.com@example.org/watch?v=x',
    'https://example.org/?u=https://youtube.com',
    'javascript:alert(1)//youtube.com',
    'watch this on youtube.com',
  ])('false for %s', (text) => {
    expect(isYoutubeUrl(text)).toBe(false);
  });
});
