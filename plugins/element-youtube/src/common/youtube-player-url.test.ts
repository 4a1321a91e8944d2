import { describe, expect, it } from 'vitest';
import { youtubePlayerUrl } from './youtube-player-url.js';

describe('youtubePlayerUrl', () => {
  it('plays from the privacy-enhanced host with the JavaScript API on', () => {
    expect(youtubePlayerUrl('aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?enablejsapi=1');
  });

  it('passes the cue as whole seconds', () => {
    expect(youtubePlayerUrl('aqz-KE-bpKQ', 30, 75.5)).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?enablejsapi=1&start=30&end=75');
    expect(youtubePlayerUrl('aqz-KE-bpKQ', undefined, 20)).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?enablejsapi=1&end=20');
  });

  it("plays from YouTube's own host when privacy-enhanced mode is off", () => {
    expect(youtubePlayerUrl('aqz-KE-bpKQ', 30, undefined, { privacyEnhanced: false })).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ?enablejsapi=1&start=30');
  });

  it('cannot be steered elsewhere by a malformed id', () => {
    expect(youtubePlayerUrl('x?autoplay=1&a')).toBe('https://www.youtube-nocookie.com/embed/x%3Fautoplay%3D1%26a?enablejsapi=1');
  });
});
