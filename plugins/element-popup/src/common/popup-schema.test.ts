import { describe, expect, it } from 'vitest';
import { popupElementSchema } from './popup-schema.js';

describe('popup schema', () => {
  it('checks popup triggers and audio', () => {
    const popup = { type: 'popup', trigger: 'hover', content: [{ type: 'p', children: [{ text: 'body' }] }], children: [{ text: 'see' }] };
    expect(popupElementSchema.safeParse(popup).success).toBe(true);
    expect(popupElementSchema.safeParse({ ...popup, trigger: 'mouseover' }).success).toBe(false);
    expect(popupElementSchema.safeParse({ ...popup, audioSrc: 'vbscript:x' }).success).toBe(false);
  });
});
