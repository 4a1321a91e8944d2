import { cleanHref } from './clean-href.js';
import { INTERNAL_LINK_PREFIX, isInternalLink } from './is-internal-link.js';

/**
 * The page slug of an internal link (`/course/link/{slug}` → `slug`), the inverse of
 * {@link internalLinkHref}. The query and fragment are ignored, the slug is
 * percent-decoded (left as is when malformed), and a trailing `/` is dropped.
 * Returns `undefined` for a link that is not internal or names no page
 * (`/course/link`, `/course/link/`).
 * @public
 */
export function slugFromInternalLink(href: string): string | undefined {
  if (!isInternalLink(href)) return undefined;
  const rest = cleanHref(href).slice(INTERNAL_LINK_PREFIX.length).split(/[?#]/, 1)[0];
  const slug = rest.replace(/^\/+|\/+$/g, '');
  if (slug === '') return undefined;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
