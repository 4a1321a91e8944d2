import { youtubeUrlParts } from './youtube-url-parts.js';

/**
 * True when `text` (trimmed) is a link to YouTube: a youtube.com, youtu.be or
 * youtube-nocookie.com URL (any subdomain, e.g. www. or m.), with `http://`, `https://`,
 * `//` or no scheme at all. Used to decide whether a pasted link should become a YouTube
 * block instead of a plain link. Look-alike hosts (`notyoutube.com`,
 * `youtube.com.example.org`, `youtube.com@example.org`) and other schemes are rejected.
 * @public
 */
export function isYoutubeUrl(text: string): boolean {
  return youtubeUrlParts(text) !== undefined;
}
