import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import { deliveredVideo } from './delivered-video.js';

const video = (fields: Record<string, unknown>): Element => ({ type: 'video', id: 'v', children: [{ text: '' }], ...fields }) as Element;

describe('a video as the player reads it', () => {
  it('types each source by its extension unless it names its own type', () => {
    const read = deliveredVideo(
      video({
        src: [
          { url: '/media/p/a.webm' },
          { url: 'https://cdn.example.org/b.MOV?x=1' },
          { url: '/media/p/c', contenttype: 'video/ogg' },
          { url: '/media/p/d.mpg', contenttype: '' },
          { url: '/media/p/e.unknown' },
        ],
      }),
    );
    expect(read.sources.map((s) => s.type)).toEqual(['video/webm', 'video/quicktime', 'video/ogg', 'video/mpeg', 'video/mp4']);
  });

  it('leaves out unsafe or missing addresses', () => {
    const read = deliveredVideo(
      video({
        src: [{ url: 'javascript:alert(1)' }, { url: '' }, { url: '/media/p/ok.mp4' }, 'junk'],
        captions: [{ src: 'javascript:alert(1)', label: 'Bad' }, { label: 'No file' }],
        poster: 'javascript:alert(1)',
      }),
    );
    expect(read.sources).toEqual([{ url: '/media/p/ok.mp4', type: 'video/mp4' }]);
    expect(read.captions).toEqual([]);
    expect(read.poster).toBeUndefined();
  });

  it('labels caption tracks by label, else language code, else their number', () => {
    const read = deliveredVideo(
      video({
        captions: [
          { label: 'English Subtitles', language_code: 'en', src: '/media/p/en.vtt' },
          { label: ' ', language_code: 'fr', src: '/media/p/fr.vtt' },
          { src: '/media/p/x.vtt' },
        ],
      }),
    );
    expect(read.captions).toEqual([
      { src: '/media/p/en.vtt', label: 'English Subtitles', languageCode: 'en' },
      { src: '/media/p/fr.vtt', label: 'fr', languageCode: 'fr' },
      { src: '/media/p/x.vtt', label: 'Captions 3', languageCode: undefined },
    ]);
  });

  it('keeps a width and height only when they are set', () => {
    expect(deliveredVideo(video({ width: '640', height: 0 }))).toMatchObject({ width: 640, height: undefined });
    expect(deliveredVideo(video({ width: 'wide', height: 360 }))).toMatchObject({ width: undefined, height: 360 });
  });
});
