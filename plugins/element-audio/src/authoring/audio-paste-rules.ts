import { isSafeUrl } from '@quire/plugin-sdk';
import type { PasteRule } from '@quire/plugin-sdk/authoring';
import { AUDIO_KIND } from '../common/audio-kinds.js';

/**
 * A pasted `<audio>` becomes an audio clip with its `src` when that address is usable,
 * else a clip still to choose. Its inner content is not pasted.
 * @public
 */
export const pasteAudio: PasteRule = (element, _convertChildren, createId) => {
  if (element.tagName.toLowerCase() !== 'audio') return undefined;
  const src = element.getAttribute('src')?.trim();
  return { type: AUDIO_KIND, id: createId(), ...(src && isSafeUrl(src) ? { src } : {}), children: [{ text: '' }] };
};

/** @public */
export const AUDIO_PASTE_RULES: readonly PasteRule[] = [pasteAudio];
