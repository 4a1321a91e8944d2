const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/**
 * `encodeURIComponent` that never throws: a lone surrogate (half of an emoji, e.g. from
 * text cut in the middle) becomes U+FFFD instead of raising a `URIError`, so building a
 * link from stored content cannot crash rendering.
 * @public
 */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD')));
}
