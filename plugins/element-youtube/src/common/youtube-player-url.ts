import { youtubeEmbedUrl } from './youtube-embed-url.js';

/**
 * The learner player's address: core's privacy-enhanced embed URL (start and end in whole
 * seconds) with `enablejsapi=1` first, so the page can follow and pause the player through
 * the iframe's postMessage protocol without loading YouTube's script.
 * @public
 */
export function youtubePlayerUrl(id: string, startTime?: number, endTime?: number): string {
  const [path, query] = youtubeEmbedUrl(id, { start: startTime, end: endTime }).split('?');
  return `${path}?enablejsapi=1${query ? `&${query}` : ''}`;
}
