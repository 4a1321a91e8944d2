import { describe, expect, it } from 'vitest';
import { pasteVideo } from './video-paste-rules.js';

const tag = (tagName: string, attrs: Record<string, string> = {}) => ({ tagName, getAttribute: (name: string) => attrs[name] ?? null });
let n = 0;
const createId = () => `id${++n}`;

describe('pasting a <video>', () => {
  it('keeps its source, typed by its extension, its poster and its size', () => {
    n = 0;
    expect(pasteVideo(tag('VIDEO', { src: 'https://example.org/clip.webm', poster: '/media/p/poster.png', width: '640', height: 'auto' }), () => [], createId, new Map())).toEqual({
      type: 'video',
      id: 'id1',
      src: [{ url: 'https://example.org/clip.webm', contenttype: 'video/webm' }],
      poster: '/media/p/poster.png',
      width: 640,
      children: [{ text: '' }],
    });
  });

  it('becomes a video still to choose when its address is missing or unsafe', () => {
    n = 0;
    expect(pasteVideo(tag('video', { src: 'javascript:alert(1)', poster: 'javascript:alert(2)' }), () => [], createId, new Map())).toEqual({ type: 'video', id: 'id1', children: [{ text: '' }] });
  });

  it('leaves other tags to other plugins', () => {
    expect(pasteVideo(tag('audio', { src: '/a.mp3' }), () => [], createId, new Map())).toBeUndefined();
  });
});
