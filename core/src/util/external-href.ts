import { cleanHref, isDangerousHref } from './clean-href.js';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The href to render for a link outside the course. Authors often type `example.com`, which
 * a browser would resolve as a relative path, so "otherwise http:// is put in front":
 *
 * - whitespace (and control characters) around the href are removed; empty stays `''`;
 * - `javascript:`, `data:` and `vbscript:` links, in any case and however padded or split
 *   with whitespace, give `'#'`: they run code, so they never pass through;
 * - an href with a scheme (`http:`, `https:`, `mailto:`, `tel:`, `ftp:`… per RFC 3986) or
 *   protocol-relative (`//host/…`) is kept;
 * - anything else gets `http://` in front. A "scheme" containing a dot is taken as a host
 *   with a port, and so is one followed by digits, so `example.com:8080/x` and
 *   `localhost:3000/x` get `http://` in front.
 *
 * @public
 */
export function externalHref(href: string): string {
  const cleaned = cleanHref(href);
  if (cleaned === '') return '';
  if (isDangerousHref(cleaned)) return '#';
  if (cleaned.startsWith('//')) return cleaned;
  const scheme = SCHEME.exec(cleaned);
  // A "scheme" with a dot, or followed by a port number, is a host: `example.com:8080`, `localhost:3000`.
  if (scheme && !scheme[1].includes('.') && !/^\d/.test(cleaned.slice(scheme[0].length))) return cleaned;
  return `http://${cleaned}`;
}
