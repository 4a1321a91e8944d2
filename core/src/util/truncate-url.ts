/**
 * Shortens a URL for display: the specification shows the "displayed URL truncated to its
 * last 40 characters". A URL longer than `max` characters becomes `'...'` followed by its
 * last `max` characters (the end of a URL, its page or file, is the telling part); a
 * shorter one is returned unchanged. Characters are Unicode code points.
 *
 * @throws RangeError when `max` is not a non-negative integer.
 * @public
 */
export function truncateUrl(url: string, max = 40): string {
  if (!Number.isInteger(max) || max < 0) {
    throw new RangeError(`truncateUrl: max must be a non-negative integer, got ${max}`);
  }
  const chars = Array.from(url);
  if (chars.length <= max) return url;
  return '...' + (max === 0 ? '' : chars.slice(-max).join(''));
}
