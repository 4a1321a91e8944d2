/**
 * Shortens `text` to at most `maxLength` characters, ending in `postfix`, so long titles
 * and labels fit their space while showing that something was cut.
 *
 * Characters are Unicode code points, so a surrogate pair (an emoji) is never split.
 * Text at or under `maxLength` is returned unchanged. Longer text keeps its first
 * `maxLength - postfix.length` characters (no whitespace trimming), so the result is
 * exactly `maxLength` characters long.
 *
 * The specification says the ellipsis helper "needs a maximum length above the postfix
 * length plus 3": anything else (including a non-integer or NaN) throws.
 *
 * @example `ellipsis('Introduction to algebra', 10)` returns `'Introdu...'`.
 * @throws RangeError when `maxLength` is not an integer above `postfix.length + 3`.
 * @public
 */
export function ellipsis(text: string, maxLength: number, postfix = '...'): string {
  const postfixLength = Array.from(postfix).length;
  if (!Number.isInteger(maxLength) || maxLength <= postfixLength + 3) {
    throw new RangeError(
      `ellipsis: maxLength must be an integer above the postfix length plus 3 ` +
        `(more than ${postfixLength + 3}), got ${maxLength}`,
    );
  }
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  return chars.slice(0, maxLength - postfixLength).join('') + postfix;
}
