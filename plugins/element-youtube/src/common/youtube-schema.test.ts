import { describe, expect, it } from 'vitest';
import { youtubeElementSchema } from './youtube-schema.js';

describe('YouTube schema', () => {
  it('accepts a YouTube id with cue times, refusing negative times', () => {
    const youtube = { type: 'youtube', src: 'dQw4w9WgXcQ', startTime: 10.5, endTime: 20, children: [{ text: '' }] };
    expect(youtubeElementSchema.safeParse(youtube).success).toBe(true);
    expect(youtubeElementSchema.safeParse({ ...youtube, startTime: -1 }).success).toBe(false);
  });
});
