import { describe, expect, it } from 'vitest';
import { videoContentType } from './video-content-type.js';

describe('videoContentType', () => {
  it.each([
    ['clip.mpeg', 'video/mpeg'],
    ['clip.mpg', 'video/mpeg'],
    ['clip.mp4', 'video/mp4'],
    ['clip.webm', 'video/webm'],
    ['clip.ogg', 'video/ogg'],
    ['clip.qt', 'video/quicktime'],
    ['clip.mov', 'video/quicktime'],
    ['CLIP.MOV', 'video/quicktime'],
    ['archive.tar.WebM', 'video/webm'],
  ])('maps %s to %s', (name, type) => {
    expect(videoContentType(name)).toBe(type);
  });

  it('defaults to video/mp4', () => {
    for (const name of ['', 'clip', 'clip.avi', 'clip.', '.hidden', 'clip.constructor', 'clip.toString']) {
      expect(videoContentType(name)).toBe('video/mp4');
    }
  });

  it('ignores query strings, fragments, hosts and directories in URLs', () => {
    expect(videoContentType('https://cdn.example.com/v/clip.webm?token=a.mov')).toBe('video/webm');
    expect(videoContentType('https://cdn.example.com/v/clip.MOV#t=10')).toBe('video/quicktime');
    expect(videoContentType('/media/clip.ogg?x=1#y')).toBe('video/ogg');
    expect(videoContentType('https://video.webm/')).toBe('video/mp4');
    expect(videoContentType('https://video.webm')).toBe('video/mp4');
    expect(videoContentType('//video.webm/stream')).toBe('video/mp4');
    expect(videoContentType('https://example.com/clips.webm/play')).toBe('video/mp4');
  });
});
