import { isSafeUrl } from '@quire/plugin-sdk';

// Where links to pages of the course point while authoring (spec authoring §2); delivery
// turns them into the learner's lesson address.
const PAGE_LINK_PREFIX = '/course/link/';
const PAGE_LINK = /^\/course\/link\/([^/?#]+)/;
// A scheme, but not a host followed by a port (`localhost:3000`).
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/** The stored address of a link to the course page `slug`. @public */
export function pageLinkHref(slug: string): string {
  return `${PAGE_LINK_PREFIX}${slug}`;
}

/** The page slug of a course page link, `undefined` for any other address. @public */
export function pageSlugOfHref(href: string): string | undefined {
  return PAGE_LINK.exec(href)?.[1];
}

/**
 * An external address as a browser needs it: `http://` is put in front when it names no
 * scheme (spec authoring §2), so `www.example.com` leads to the site and not to a path of
 * the course. Paths (`/…`) and fragments (`#…`) are left as they are.
 * @public
 */
export function withHttpScheme(address: string): string {
  const trimmed = address.trim();
  if (trimmed === '' || SCHEME.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('#')) return trimmed;
  return `http://${trimmed}`;
}

/** Where a link leads a learner, and whether it opens in a new tab. @public */
export interface DeliveredLink {
  readonly href: string;
  readonly opensNewTab: boolean;
}

/**
 * The learner's link for a stored address (spec delivery §3): a course page link goes to
 * the page's lesson in the current section, or nowhere (`#`) outside a section, in the
 * same window; a web address opens in a new tab. An unsafe address gives `undefined`:
 * the text is shown without a link.
 * @public
 */
export function deliveredLink(href: string, sectionSlug: string | undefined): DeliveredLink | undefined {
  if (!isSafeUrl(href)) return undefined;
  const slug = pageSlugOfHref(href);
  if (slug !== undefined) {
    return { href: sectionSlug ? `/sections/${encodeURIComponent(sectionSlug)}/lesson/${slug}` : '#', opensNewTab: false };
  }
  const address = withHttpScheme(href);
  return { href: address, opensNewTab: /^https?:\/\//i.test(address) };
}
