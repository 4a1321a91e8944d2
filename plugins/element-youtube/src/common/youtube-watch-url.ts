import { encodeComponent } from '@quire/plugin-sdk';

/**
 * The canonical watch page of a YouTube video, `https://www.youtube.com/watch?v=ID`, for
 * "open on YouTube" links. The id is percent-encoded, so a malformed id cannot add
 * parameters or change the path.
 * @public
 */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeComponent(id)}`;
}
