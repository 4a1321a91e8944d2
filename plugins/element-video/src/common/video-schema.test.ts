import { describe, expect, it } from 'vitest';
import { videoElementSchema } from './video-schema.js';

const voidChildren = [{ text: '' }];

describe('video schema', () => {
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

  it('refuses script addresses in sources, caption tracks and the poster', () => {
    const unsafe = 'javascript:alert(1)';
    const cases = [
      videoElementSchema.safeParse({ type: 'video', src: [{ url: unsafe, contenttype: 'video/mp4' }], children: voidChildren }),
      videoElementSchema.safeParse({ type: 'video', captions: [{ src: unsafe }], children: voidChildren }),
      videoElementSchema.safeParse({ type: 'video', poster: unsafe, children: voidChildren }),
    ];
    for (const result of cases) expect(result.error?.issues[0].message).toBe('Unsafe URL');
  });
});
