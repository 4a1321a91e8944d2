import { cleanHref } from './clean-href.js';

/**
 * The path every link to another page of the course starts with; the rest of the path is
 * the page's slug (`/course/link/{slug}`).
 * @public
 */
export const INTERNAL_LINK_PREFIX = '/course/link';

/**
 * True for a link to another page of the course: "Links starting with /course/link are
 * internal". Leading and trailing whitespace is ignored. The prefix must be a whole path
 * segment: `/course/link`, `/course/link/slug`, `/course/link?…` and `/course/link#…`
 * are internal, `/course/linkage` is not.
 * @public
 */
export function isInternalLink(href: string): boolean {
  const cleaned = cleanHref(href);
  if (!cleaned.startsWith(INTERNAL_LINK_PREFIX)) return false;
  const next = cleaned.charAt(INTERNAL_LINK_PREFIX.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}
