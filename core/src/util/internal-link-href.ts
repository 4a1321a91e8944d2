import { encodeComponent } from './encode-component.js';
import { INTERNAL_LINK_PREFIX } from './is-internal-link.js';

/**
 * The href stored for a link to the course page with `slug`: `/course/link/{slug}`. The
 * slug is percent-encoded (ordinary slugs are unchanged), so it stays a single path
 * segment; {@link slugFromInternalLink} reverses this.
 * @public
 */
export function internalLinkHref(slug: string): string {
  return `${INTERNAL_LINK_PREFIX}/${encodeComponent(slug)}`;
}
