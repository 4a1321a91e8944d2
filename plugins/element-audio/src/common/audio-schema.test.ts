import { describe, expect, it } from 'vitest';
import { audioElementSchema } from './audio-schema.js';

describe('audio schema', () => {
  it('accepts a clip with or without an address, refusing a script one', () => {
    expect(audioElementSchema.safeParse({ type: 'audio', src: '/media/a.mp3', alt: 'Intro', caption: 'Intro', children: [{ text: '' }] }).success).toBe(true);
    expect(audioElementSchema.safeParse({ type: 'audio', children: [{ text: '' }] }).success).toBe(true);
    const result = audioElementSchema.safeParse({ type: 'audio', src: 'javascript:alert(1)', children: [{ text: '' }] });
    expect(result.error?.issues[0].message).toBe('Unsafe URL');
  });
});
