import { describe, expect, it } from 'vitest';
import { youtubeIdFromUrl } from './youtube-id-from-url.js';

const ID = 'dQw4w9WgXcQ';

describe('youtubeIdFromUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=10`],
    [`youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}#t=3`],
    [`https://www.youtube.com/embed/${ID}?start=3`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://youtu.be/${ID}?t=4`],
    [`youtu.be/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/live/${ID}?si=abc`],
    [`https://www.youtube.com/v/${ID}`],
    [ID],
    [`  ${ID}\n`],
    [`  https://www.youtube.com/watch?v=${ID}  `],
  ])('finds the id in %j', (text) => {
    expect(youtubeIdFromUrl(text)).toBe(ID);
  });

  it('prefers the v parameter and decodes it', () => {
    expect(youtubeIdFromUrl(`https://www.youtube.com/embed/other?v=${ID}`)).toBe(ID);
    expect(youtubeIdFromUrl('https://www.youtube.com/watch?v=a%2Db')).toBe('a-b');
    expect(youtubeIdFromUrl('https://www.youtube.com/watch?v=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('gives empty for a YouTube URL without an id', () => {
    expect(youtubeIdFromUrl('https://www.youtube.com/')).toBe('');
    expect(youtubeIdFromUrl('https://www.youtube.com/watch?v=')).toBe('');
    expect(youtubeIdFromUrl('https://www.youtube.com/embed/')).toBe('');
    expect(youtubeIdFromUrl('https://youtu.be/')).toBe('');
    expect(youtubeIdFromUrl('https://www.youtube.com/channel/UCabc')).toBe('');
  });

  it('returns other text trimmed, as the raw id', () => {
    expect(youtubeIdFromUrl('')).toBe('');
    expect(youtubeIdFromUrl('   ')).toBe('');
    expect(youtubeIdFromUrl(' https://vimeo.com/watch?v=123 ')).toBe('https://vimeo.com/watch?v=123');
  });
});
