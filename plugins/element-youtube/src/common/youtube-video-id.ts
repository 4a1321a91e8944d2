import { youtubeIdFromUrl } from './youtube-id-from-url.js';

// YouTube video ids are 11 letters, digits, '-' or '_'; anything else is a typo or a
// non-video page, and would only give the learner a broken player.
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The id of the video that `text` names: a watch link's `v` parameter, an embed or short
 * link's path, or the text itself (`youtubeIdFromUrl`, spec authoring §5). Gives
 * `undefined` when that is not a well-formed video id.
 * @public
 */
export function youtubeVideoId(text: string): string | undefined {
  const id = youtubeIdFromUrl(text);
  return VIDEO_ID.test(id) ? id : undefined;
}
