import { youtubeEmbedUrl } from './youtube-embed-url.js';

/**
 * The learner player's address: the embed URL (start and end in whole seconds; the
 * privacy-enhanced host unless `privacyEnhanced` is false) with `enablejsapi=1` first, so
 * the page can follow and pause the player through the iframe's postMessage protocol
 * without loading YouTube's script.
 * @public
 */
export function youtubePlayerUrl(id: string, startTime?: number, endTime?: number, { privacyEnhanced = true }: { privacyEnhanced?: boolean } = {}): string {
  const [path, query] = youtubeEmbedUrl(id, { start: startTime, end: endTime, privacyEnhanced }).split('?');
  return `${path}?enablejsapi=1${query ? `&${query}` : ''}`;
}
