import { describe, expect, it } from 'vitest';
import { urlFileName } from './url-file-name.js';

describe('urlFileName', () => {
  it('names a file by the end of its address, decoded, without query or fragment', () => {
    expect(urlFileName('/media/p/Bird%20song.mp3?x=1')).toBe('Bird song.mp3');
    expect(urlFileName('/media/p/My%20clip.mp4?t=1#x')).toBe('My clip.mp4');
    expect(urlFileName('clip.webm')).toBe('clip.webm');
  });

  it('gives nothing for an address that ends in a folder', () => {
    expect(urlFileName('https://example.org/')).toBe('');
  });

  it('keeps a name that does not decode as it is', () => {
    expect(urlFileName('/media/p/100%.mp3')).toBe('100%.mp3');
  });
});
