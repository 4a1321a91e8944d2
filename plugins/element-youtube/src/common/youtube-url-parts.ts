/**
 * The parts of a YouTube URL that id extraction needs.
 * @internal
 */
export interface YoutubeUrlParts {
  /** Lower-case host name without port, user info or trailing dot. */
  host: string;
  /** Path, starting with `/` or empty. */
  path: string;
  /** Query string without the `?`, or empty. */
  query: string;
}

const WEB_URL = /^(?:(?:https?:)?\/\/)?([^/?#\\]+)([^?#]*)(?:\?([^#]*))?(?:#.*)?$/i;

/**
 * True for hosts of YouTube: youtube.com, youtu.be, youtube-nocookie.com and their
 * subdomains (www., m., music.…). `notyoutube.com` and `youtube.com.example.org` are not.
 * @internal
 */
export function isYoutubeHost(host: string): boolean {
  return (
    host === 'youtu.be' ||
    host === 'www.youtu.be' ||
    host === 'youtube.com' ||
    host.endsWith('.youtube.com') ||
    host === 'youtube-nocookie.com' ||
    host.endsWith('.youtube-nocookie.com')
  );
}

/**
 * Splits `text` into host, path and query when it is a YouTube URL: `http://`, `https://`,
 * protocol-relative (`//`) or scheme-less (`youtube.com/watch?v=…`, as people paste it).
 * Returns `undefined` for anything else, including text with inner whitespace and other
 * schemes. Kept string-based (no `URL`) so it needs no DOM or Node typings.
 * @internal
 */
export function youtubeUrlParts(text: string): YoutubeUrlParts | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return undefined;
  const match = WEB_URL.exec(trimmed);
  if (!match) return undefined;
  const authority = match[1];
  const host = authority
    .slice(authority.lastIndexOf('@') + 1)
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (!isYoutubeHost(host)) return undefined;
  return { host, path: match[2], query: match[3] ?? '' };
}
