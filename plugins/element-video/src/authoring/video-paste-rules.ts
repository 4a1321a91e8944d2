import { isSafeUrl, parseMediaDimension, videoContentType } from '@quire/plugin-sdk';
import type { PasteRule } from '@quire/plugin-sdk/authoring';
import { VIDEO_KIND } from '../common/video-kinds.js';

/**
 * A pasted `<video>` becomes a video element with its `src` as the one source (typed by
 * its extension), its poster and its size when they are usable. Without a usable `src`
 * it is a video still to choose ('Choose Video'). Its inner content is not pasted.
 * @public
 */
export const pasteVideo: PasteRule = (element, _convertChildren, createId) => {
  if (element.tagName.toLowerCase() !== 'video') return undefined;
  const src = element.getAttribute('src')?.trim();
  const poster = element.getAttribute('poster')?.trim();
  const width = parseMediaDimension(element.getAttribute('width'));
  const height = parseMediaDimension(element.getAttribute('height'));
  return {
    type: VIDEO_KIND,
    id: createId(),
    ...(src && isSafeUrl(src) ? { src: [{ url: src, contenttype: videoContentType(src) }] } : {}),
    ...(poster && isSafeUrl(poster) ? { poster } : {}),
    ...(width ? { width: Math.round(width) } : {}),
    ...(height ? { height: Math.round(height) } : {}),
    children: [{ text: '' }],
  };
};

/** @public */
export const VIDEO_PASTE_RULES: readonly PasteRule[] = [pasteVideo];
