import { describe, expect, it } from 'vitest';
import { MAX_POPUP_AUDIO_TYPE_LENGTH, popupElementSchema } from './popup-schema.js';

const popup = {
  type: 'popup',
  id: 'pop',
  trigger: 'click',
  audioSrc: '/media/spanish/casa.mp3',
  audioType: 'audio/mpeg',
  content: [{ type: 'p', id: 'b', children: [{ text: 'A ' }, { text: 'house', strong: true }, { text: '.' }] }],
  children: [{ text: 'la casa' }],
};

describe('popup schema', () => {
  it('reads a popup back exactly as it was written', () => {
    expect(popupElementSchema.parse(JSON.parse(JSON.stringify(popup)))).toEqual(popup);
  });

  it('takes the two triggers of the spec and no other; the stored value for mouseover is hover', () => {
    expect(popupElementSchema.safeParse({ ...popup, trigger: 'hover' }).success).toBe(true);
    expect(popupElementSchema.safeParse({ ...popup, trigger: 'mouseover' }).success).toBe(false);
    expect(popupElementSchema.safeParse({ ...popup, trigger: 'focus' }).success).toBe(false);
  });

  it('does not fill in a default trigger, so a parse never rewrites stored content', () => {
    const { trigger: _trigger, ...untriggered } = popup;
    expect(popupElementSchema.parse(untriggered)).not.toHaveProperty('trigger');
  });

  it('refuses a script address for the audio clip and in the body', () => {
    expect(popupElementSchema.safeParse({ ...popup, audioSrc: 'vbscript:x' }).success).toBe(false);
    expect(popupElementSchema.safeParse({ ...popup, audioSrc: 'javascript:alert(1)' }).success).toBe(false);
  });

  it(`refuses an audio type longer than ${MAX_POPUP_AUDIO_TYPE_LENGTH} characters`, () => {
    expect(popupElementSchema.safeParse({ ...popup, audioType: `audio/${'x'.repeat(MAX_POPUP_AUDIO_TYPE_LENGTH - 6)}` }).success).toBe(true);
    expect(popupElementSchema.safeParse({ ...popup, audioType: `audio/${'x'.repeat(MAX_POPUP_AUDIO_TYPE_LENGTH - 5)}` }).success).toBe(false);
  });

  it('refuses a body that is not rich content', () => {
    expect(popupElementSchema.safeParse({ ...popup, content: 'A house.' }).success).toBe(false);
  });
});
