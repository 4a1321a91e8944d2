import { externalHref, isSafeUrl, isInternalLink, learnerLinkHref } from '@quire/plugin-sdk';

/**
 * An address an author typed for an external link, as stored: `http://` is put in front
 * when it names no scheme (core's `externalHref`, spec authoring §2). A path (`/…`) or a
 * fragment (`#…`) typed on purpose is kept as it is, and so is an unsafe address.
 * @public
 */
export function withHttpScheme(address: string): string {
  const trimmed = address.trim();
  // An unsafe address is returned as typed, for the dialog to refuse rather than quietly defuse.
  if (!isSafeUrl(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('#')) return trimmed;
  return externalHref(trimmed);
}

/** Where a link leads a learner, and whether it opens in a new tab. @public */
export interface DeliveredLink {
  readonly href: string;
  readonly opensNewTab: boolean;
}

/**
 * The learner's link for a stored address (spec delivery §3, core's `learnerLinkHref`): a
 * course page link goes to the page's lesson in the current section, or nowhere (`#`)
 * outside a section, in the same window; a web address opens in a new tab (a `mailto:`
 * or `tel:` link stays in the window). An unsafe address gives `undefined`: the text is
 * shown without a link.
 * @public
 */
export function deliveredLink(href: string, sectionSlug: string | undefined): DeliveredLink | undefined {
  if (!isSafeUrl(href)) return undefined;
  const learnerHref = learnerLinkHref(href, sectionSlug);
  return { href: learnerHref, opensNewTab: !isInternalLink(href) && /^https?:\/\//i.test(learnerHref) };
}
