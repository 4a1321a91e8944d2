import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { insertYoutube } from './authoring/insert-youtube.js';
import { YOUTUBE_SETTING_DEFAULTS, youtubePlugin } from './index.js';

const p = (id: string) => ({ type: 'p', id, children: [{ text: '' }] });

describe('element-youtube manifest', () => {
  it('contributes the youtube kind as a void block spaced from its neighbours', () => {
    expect(youtubePlugin.id).toBe('element-youtube');
    expect(youtubePlugin.elements?.map((e) => e.kind)).toEqual(['youtube']);
    expect(youtubePlugin.elements?.[0].structure).toMatchObject({ display: 'block', content: { type: 'void' }, spacedBlock: true });
  });

  it("declares the project setting 'Privacy-enhanced mode', on unless the owner switches it off", () => {
    expect(youtubePlugin.settings?.parse({})).toEqual({ privacyEnhanced: true });
    expect(youtubePlugin.settings?.parse({})).toEqual(YOUTUBE_SETTING_DEFAULTS);
  });

  it('keeps the video id, alt, width, cue and caption, and refuses a negative time', () => {
    const schema = youtubePlugin.elements![0].schema!;
    const video = { type: 'youtube', children: [{ text: '' }], src: 'aqz-KE-bpKQ', alt: 'Bunny', width: 640, startTime: 5, endTime: 20, caption: 'Big Buck Bunny' };
    expect(schema.safeParse(video).success).toBe(true);
    expect(schema.safeParse({ ...video, startTime: -1 }).success).toBe(false);
  });

  it('inserts a video that is already in normal form', () => {
    let n = 0;
    const doc = [p('a'), insertYoutube.create(() => `y${++n}`), p('b')];
    const { value, violations } = normalizeWithPlugins([textPlugin, youtubePlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
    expect(insertYoutube).toMatchObject({ label: 'YouTube', category: 'Media' });
  });

  it('puts a paragraph between two videos, so the cursor can go between them', () => {
    const video = (id: string) => ({ type: 'youtube', id, src: 'aqz-KE-bpKQ', children: [{ text: '' }] });
    const { value } = normalizeWithPlugins([textPlugin, youtubePlugin], [p('a'), video('v1'), video('v2'), p('b')]);
    expect(value.map((node) => (node as { type: string }).type)).toEqual(['p', 'youtube', 'p', 'youtube', 'p']);
  });
});
