import { describe, expect, it } from 'vitest';
import { isYoutubeHost, youtubeUrlParts } from './youtube-url-parts.js';

describe('isYoutubeHost', () => {
  it('accepts YouTube hosts and their subdomains only', () => {
    for (const host of ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'www.youtu.be', 'youtube-nocookie.com', 'www.youtube-nocookie.com']) {
      expect(isYoutubeHost(host)).toBe(true);
    }
    for (const host of ['notyoutube.com', 'youtube.com.example.org', 'youtube.co', 'xyoutu.be', 'example.com', '']) {
      expect(isYoutubeHost(host)).toBe(false);
    }
  });
});

describe('youtubeUrlParts', () => {
  it('splits host, path and query, normalising the host', () => {
    expect(youtubeUrlParts(' HTTPS://WWW.YouTube.com:443/watch?v=abc&t=1#x ')).toEqual({
      host: 'www.youtube.com',
      path: '/watch',
      query: 'v=abc&t=1',
    });
    expect(youtubeUrlParts('//youtu.be/abc')).toEqual({ host: 'youtu.be', path: '/abc', query: '' });
    expect(youtubeUrlParts('youtube.com')).toEqual({ host: 'youtube.com', path: '', query: '' });
    expect(youtubeUrlParts('user@youtube.com./x')).toEqual({ host: 'youtube.com', path: '/x', query: '' });
  });

  it('returns undefined for other hosts, schemes and free text', () => {
    expect(youtubeUrlParts('')).toBeUndefined();
    expect(youtubeUrlParts('dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeUrlParts('https://youtube.com@example.org/watch?v=x')).toBeUndefined();
    expect(youtubeUrlParts('ftp://youtube.com/x')).toBeUndefined();
    expect(youtubeUrlParts('javascript://youtube.com/%0aalert(1)')).toBeUndefined();
    expect(youtubeUrlParts('see youtube.com/watch?v=x')).toBeUndefined();
  });
});
