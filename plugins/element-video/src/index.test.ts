import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { insertVideo } from './authoring/index.js';
import { videoPlugin } from './index.js';

const paragraph = (id: string, text: string): Descendant => ({ type: 'p', id, children: [{ text }] });

describe('element-video manifest', () => {
  it('contributes the video as a void block', () => {
    expect(videoPlugin.id).toBe('element-video');
    expect(videoPlugin.elements?.map((e) => e.kind)).toEqual(['video']);
    expect(videoPlugin.elements?.[0].structure).toMatchObject({ display: 'block', content: { type: 'void' } });
  });

  it("validates videos with core's schema: safe sources, caption files and poster", () => {
    const schema = videoPlugin.elements?.[0].schema;
    const video = (fields: Record<string, unknown>) => ({ type: 'video', id: 'v', children: [{ text: '' }], ...fields });
    expect(schema?.safeParse(video({ src: [{ url: '/media/p/a.mp4', contenttype: 'video/mp4' }], captions: [{ label: 'English Subtitles', language_code: 'en', src: '/media/p/en.vtt' }] })).success).toBe(true);
    expect(schema?.safeParse(video({})).success).toBe(true);
    expect(schema?.safeParse(video({ src: [{ url: 'javascript:alert(1)' }] })).success).toBe(false);
    expect(schema?.safeParse(video({ captions: [{ label: 'No file' }] })).success).toBe(false);
    expect(schema?.safeParse(video({ poster: 'javascript:alert(1)' })).success).toBe(false);
  });

  it("inserts a video still to choose, already in normal form, from the Media category", () => {
    expect(insertVideo).toMatchObject({ label: 'Video', category: 'Media' });
    let n = 0;
    const doc = [paragraph('a', 'Before'), insertVideo.create(() => `new${++n}`), paragraph('b', 'After')];
    expect(doc[1]).toEqual({ type: 'video', id: 'new1', children: [{ text: '' }] });
    const { value, violations } = normalizeWithPlugins([textPlugin, videoPlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('is frozen, so no host can change it', () => {
    expect(Object.isFrozen(videoPlugin)).toBe(true);
  });
});
