import { describe, expect, it } from 'vitest';
import { youtubeVideoId } from './youtube-video-id.js';

const ID = 'aqz-KE-bpKQ';

describe('youtubeVideoId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=shared&v=${ID}&t=42`],
    [`youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
  ])('takes the v parameter of %s', (text) => {
    expect(youtubeVideoId(text)).toBe(ID);
  });

  it.each([[`https://www.youtube.com/embed/${ID}?start=3`], [`https://www.youtube-nocookie.com/embed/${ID}`], [`https://www.youtube.com/shorts/${ID}`]])(
    'takes the id from the path of %s',
    (text) => {
      expect(youtubeVideoId(text)).toBe(ID);
    },
  );

  it('takes the id from a short link', () => {
    expect(youtubeVideoId(`https://youtu.be/${ID}?t=4`)).toBe(ID);
  });

  it('takes a bare id as it is, trimmed', () => {
    expect(youtubeVideoId(`  ${ID} `)).toBe(ID);
  });

  it.each([
    ['an empty field', ''],
    ['words', 'my favourite video'],
    ['a YouTube page without a video', 'https://www.youtube.com/'],
    ['a channel page', 'https://www.youtube.com/@blender'],
    ['another site', `https://vimeo.com/${ID}`],
    ['a too short id', 'abc123'],
    ['an id with other characters', 'aqz-KE-bp/Q'],
  ])('names no video for %s', (_, text) => {
    expect(youtubeVideoId(text)).toBeUndefined();
  });
});
