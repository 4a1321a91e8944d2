import { describe, expect, it } from 'vitest';
import {
  audioElementSchema,
  iframeElementSchema,
  imgElementSchema,
  imgInlineElementSchema,
  videoElementSchema,
  webpageElementSchema,
  youtubeElementSchema,
} from './media.js';

const voidChildren = [{ text: '' }];

describe('media elements', () => {
  it('accepts an image with numeric or typed dimensions, and one without a source yet', () => {
    const img = { type: 'img', src: 'https://cdn.example.org/a.png', alt: 'A cat', width: 300, height: '200', caption: 'Cat', children: voidChildren };
    expect(imgElementSchema.safeParse(img).success).toBe(true);
    expect(imgElementSchema.safeParse({ type: 'img', children: voidChildren }).success).toBe(true);
    expect(imgInlineElementSchema.safeParse({ type: 'img_inline', src: '/a.png', children: voidChildren }).success).toBe(true);
  });

  it('refuses script URLs in every rendered address', () => {
    const unsafe = 'javascript:alert(1)';
    const cases = [
      imgElementSchema.safeParse({ type: 'img', src: unsafe, children: voidChildren }),
      audioElementSchema.safeParse({ type: 'audio', src: unsafe, children: voidChildren }),
      iframeElementSchema.safeParse({ type: 'iframe', src: ` ${unsafe}`, children: voidChildren }),
      webpageElementSchema.safeParse({ type: 'webpage', src: 'data:text/html,<b>', children: voidChildren }),
      videoElementSchema.safeParse({ type: 'video', src: [{ url: unsafe, contenttype: 'video/mp4' }], children: voidChildren }),
      videoElementSchema.safeParse({ type: 'video', poster: unsafe, children: voidChildren }),
    ];
    for (const result of cases) expect(result.error?.issues[0].message).toBe('Unsafe URL');
  });

  it('accepts a video with sources and caption tracks', () => {
    const video = {
      type: 'video',
      src: [{ url: '/media/a.mp4', contenttype: 'video/mp4' }],
      captions: [{ label: 'English Subtitles', language_code: 'en', src: '/media/a.vtt' }],
      width: 640,
      children: voidChildren,
    };
    expect(videoElementSchema.safeParse(video).success).toBe(true);
    expect(videoElementSchema.safeParse({ ...video, src: [{ contenttype: 'video/mp4' }] }).success).toBe(false);
  });

  it('accepts a YouTube id with cue times, refusing negative times', () => {
    const youtube = { type: 'youtube', src: 'dQw4w9WgXcQ', startTime: 10.5, endTime: 20, children: voidChildren };
    expect(youtubeElementSchema.safeParse(youtube).success).toBe(true);
    expect(youtubeElementSchema.safeParse({ ...youtube, startTime: -1 }).success).toBe(false);
  });

  it('checks the webpage source type', () => {
    expect(webpageElementSchema.safeParse({ type: 'webpage', srcType: 'media_library', children: [] }).success).toBe(true);
    expect(webpageElementSchema.safeParse({ type: 'webpage', srcType: 'file', children: [] }).success).toBe(false);
  });
});
