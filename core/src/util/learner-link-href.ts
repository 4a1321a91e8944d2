import { encodeComponent } from './encode-component.js';
import { externalHref } from './external-href.js';
import { isInternalLink } from './is-internal-link.js';
import { slugFromInternalLink } from './slug-from-internal-link.js';

/**
 * Extra query parameters for a learner's lesson link: a ready query string (a leading `?`
 * is dropped) or a record whose values are percent-encoded; `undefined` values are left out.
 * @public
 */
export type PageLinkParams = string | Readonly<Record<string, string | number | boolean | undefined>>;

function queryString(params: PageLinkParams | undefined): string {
  if (params === undefined) return '';
  if (typeof params === 'string') return params.trim().replace(/^\?/, '');
  return Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(String(value))}`)
    .join('&');
}

/**
 * The href a learner's browser follows for a link in course content.
 *
 * An internal link (`/course/link/{slug}`) points at a lesson of the section being
 * taken: "With a section slug the learner link becomes
 * /sections/{sectionSlug}/lesson/{slug}?{pageLinkParams}; with no section slug the link
 * becomes #". The `?…` part is added only when the parameters are non-empty, both slugs
 * are percent-encoded, and an internal link naming no page also gives `'#'`.
 *
 * Any other link goes through {@link externalHref} (scheme added, dangerous schemes
 * replaced by `'#'`).
 * @public
 */
export function learnerLinkHref(
  href: string,
  sectionSlug?: string | null,
  pageLinkParams?: PageLinkParams,
): string {
  if (!isInternalLink(href)) return externalHref(href);
  const slug = slugFromInternalLink(href);
  if (!sectionSlug || slug === undefined) return '#';
  const query = queryString(pageLinkParams);
  const path = `/sections/${encodeComponent(sectionSlug)}/lesson/${encodeComponent(slug)}`;
  return query === '' ? path : `${path}?${query}`;
}
