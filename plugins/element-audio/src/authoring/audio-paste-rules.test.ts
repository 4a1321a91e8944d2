import { describe, expect, it } from 'vitest';
import { pasteAudio } from './audio-paste-rules.js';

const tag = (tagName: string, attrs: Record<string, string> = {}) => ({ tagName, getAttribute: (name: string) => attrs[name] ?? null });

describe('pasting an <audio>', () => {
  it('keeps a usable address', () => {
    expect(pasteAudio(tag('AUDIO', { src: 'https://example.org/song.mp3' }), () => [], () => 'id1', new Map())).toEqual({
      type: 'audio',
      id: 'id1',
      src: 'https://example.org/song.mp3',
      children: [{ text: '' }],
    });
  });

  it('becomes a clip still to choose when the address is unsafe', () => {
    expect(pasteAudio(tag('audio', { src: 'javascript:alert(1)' }), () => [], () => 'id1', new Map())).toEqual({ type: 'audio', id: 'id1', children: [{ text: '' }] });
  });

  it('leaves other tags to other plugins', () => {
    expect(pasteAudio(tag('video', { src: '/a.mp4' }), () => [], () => 'id1', new Map())).toBeUndefined();
  });
});
