import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from './youtube-embed-url.js';

const BASE = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('youtubeEmbedUrl', () => {
  it('uses the no-cookie host with no parameters by default', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(BASE);
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', {})).toBe(BASE);
  });

  it('adds start and end when given', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { start: 30 })).toBe(`${BASE}?start=30`);
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { end: 90 })).toBe(`${BASE}?end=90`);
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { start: 0, end: 90 })).toBe(`${BASE}?start=0&end=90`);
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { start: 12.9, end: 20.5 })).toBe(`${BASE}?start=12&end=20`);
  });

  it('leaves out invalid times and an end not after the start', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { start: -1, end: Number.NaN })).toBe(BASE);
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { start: Number.POSITIVE_INFINITY })).toBe(BASE);
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { start: 30, end: 30 })).toBe(`${BASE}?start=30`);
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { start: 30, end: 10 })).toBe(`${BASE}?start=30`);
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { end: 0 })).toBe(BASE);
  });

  it("uses YouTube's own host when privacy-enhanced mode is off", () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { start: 30, privacyEnhanced: false })).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?start=30');
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { privacyEnhanced: true })).toBe(BASE);
  });

  it('encodes the id', () => {
    expect(youtubeEmbedUrl('../x?a=1')).toBe('https://www.youtube-nocookie.com/embed/..%2Fx%3Fa%3D1');
  });
});
