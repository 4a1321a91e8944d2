import { cleanHref, isDangerousHref } from './clean-href.js';

/**
 * The iframe source for an embedded webpage, fixed up on insert: "A webpage URL without
 * http:// or https:// gets https:// put in front". Whitespace around the URL is removed
 * and empty stays `''`. A protocol-relative URL (`//host/…`) gets `https:`. Any other
 * scheme is not special-cased and also gets `https://` in front, except `javascript:`,
 * `data:` and `vbscript:`, which give `''` since they would run code in the page.
 * @public
 */
export function webpageSrc(url: string): string {
  const cleaned = cleanHref(url);
  if (cleaned === '' || isDangerousHref(cleaned)) return '';
  if (/^https?:\/\//i.test(cleaned)) return cleaned;
  if (cleaned.startsWith('//')) return `https:${cleaned}`;
  return `https://${cleaned}`;
}
