import { describe, expect, it } from 'vitest';
import { audioClip } from './audio-clip.js';

describe('audioClip', () => {
  it('reads a stored address and its audio or video MIME type, trimmed', () => {
    expect(audioClip(' /media/casa.mp3 ', ' audio/mpeg ')).toEqual({ src: '/media/casa.mp3', type: 'audio/mpeg' });
    expect(audioClip('https://example.org/hola.webm', 'video/webm')).toEqual({ src: 'https://example.org/hola.webm', type: 'video/webm' });
    expect(audioClip('/media/x.m4a', 'audio/x-m4a')).toEqual({ src: '/media/x.m4a', type: 'audio/x-m4a' });
  });

  it('is nothing without an address, or with one that could run a script', () => {
    expect(audioClip(undefined, 'audio/mpeg')).toBeUndefined();
    expect(audioClip('   ', 'audio/mpeg')).toBeUndefined();
    expect(audioClip(42, 'audio/mpeg')).toBeUndefined();
    expect(audioClip('javascript:alert(1)', 'audio/mpeg')).toBeUndefined();
  });

  it('leaves out a type that is not an audio or video MIME type, so the browser sniffs the file', () => {
    expect(audioClip('/media/x.mp3', 'text/html"><script>')).toEqual({ src: '/media/x.mp3' });
    expect(audioClip('/media/x.mp3', 'image/png')).toEqual({ src: '/media/x.mp3' });
    expect(audioClip('/media/x.mp3', 7)).toEqual({ src: '/media/x.mp3' });
  });
});
