import { youtubeUrlParts } from './youtube-url-parts.js';

const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e']);

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function queryParam(query: string, name: string): string | undefined {
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    if (key === name) return decode(eq === -1 ? '' : pair.slice(eq + 1)).trim();
  }
  return undefined;
}

/**
 * Extracts the video id from what an author typed into a YouTube block. As the
 * specification puts it, the "YouTube id is taken from a 'v' query parameter, an embed
 * path, a short-link path, or the raw text", tried in that order:
 *
 * - `https://www.youtube.com/watch?v=ID&t=10`, `youtube.com/watch?v=ID`,
 *   `https://m.youtube.com/watch?v=ID` → `ID`
 * - `https://www.youtube.com/embed/ID?start=3`, `https://www.youtube-nocookie.com/embed/ID`,
 *   and likewise `/shorts/ID`, `/live/ID` and `/v/ID` paths → `ID`
 * - `https://youtu.be/ID?t=4` → `ID`
 * - anything that is not a YouTube URL (normally a bare id) → the text, trimmed.
 *
 * A YouTube URL that carries no id (such as `https://www.youtube.com/`) gives `''`, not
 * the URL, so it is never mistaken for an id.
 * @public
 */
export function youtubeIdFromUrl(text: string): string {
  const parts = youtubeUrlParts(text);
  if (!parts) return text.trim();
  const v = queryParam(parts.query, 'v');
  if (v) return v;
  const segments = parts.path.split('/').filter((segment) => segment !== '');
  if (parts.host.endsWith('youtu.be')) return segments.length > 0 ? decode(segments[0]) : '';
  if (segments.length >= 2 && ID_PATH_PREFIXES.has(segments[0].toLowerCase())) {
    return decode(segments[1]);
  }
  return '';
}
