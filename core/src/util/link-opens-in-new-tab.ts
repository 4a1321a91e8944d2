import { cleanHref } from './clean-href.js';
import { isInternalLink } from './is-internal-link.js';

/**
 * True when a link should open in a new tab (`target="_blank"`): external links do, so
 * learners keep their place in the course; internal course links and empty hrefs do not.
 * @public
 */
export function linkOpensInNewTab(href: string): boolean {
  return cleanHref(href) !== '' && !isInternalLink(href);
}
