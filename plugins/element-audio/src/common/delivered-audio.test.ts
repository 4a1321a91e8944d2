import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import { deliveredAudio } from './delivered-audio.js';

const audio = (fields: Record<string, unknown>): Element => ({ type: 'audio', id: 'a', children: [{ text: '' }], ...fields }) as Element;

describe('an audio clip as the player reads it', () => {
  it('keeps a safe address, the alternative text and the caption as text', () => {
    expect(deliveredAudio(audio({ src: '/media/p/song.mp3', alt: ' Bird song ', caption: [{ type: 'p', id: 'c', children: [{ text: 'Heard at ' }, { text: 'dawn', strong: true }] }] }))).toEqual({
      src: '/media/p/song.mp3',
      alt: 'Bird song',
      caption: 'Heard at dawn',
    });
  });

  it('leaves out an unsafe or missing address', () => {
    expect(deliveredAudio(audio({ src: 'javascript:alert(1)' })).src).toBeUndefined();
    expect(deliveredAudio(audio({})).src).toBeUndefined();
  });
});
