import type { Element } from '@quire/plugin-sdk';
import { YOUTUBE_KIND } from './youtube-kind.js';

/**
 * A new youtube element, already in normal form (a void holding one empty text). Without
 * a video id it is the one the insert menu puts in, and its view asks for the video.
 * @public
 */
export function createYoutube(createId: () => string, videoId?: string): Element {
  return { type: YOUTUBE_KIND, id: createId(), ...(videoId ? { src: videoId } : {}), children: [{ text: '' }] };
}
