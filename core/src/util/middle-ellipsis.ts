/**
 * Shortens `text` to at most `maxLength` characters by cutting its middle: the start and
 * the last `tailLength` characters are kept around `separator`. Used where the end of a
 * string matters, as in "Grid file names shortened to 30 characters with a 12-character
 * tail" (`middleEllipsis(name, 30, 12)`), which keeps the file extension visible.
 *
 * Characters are Unicode code points. Text at or under `maxLength` is returned unchanged;
 * longer text gives a result of exactly `maxLength` characters.
 *
 * @example `middleEllipsis('quarterly-report-final-version-2024.pdf', 30, 12)` returns
 * `'quarterly-repor...ion-2024.pdf'`.
 * @throws RangeError when `tailLength` is not a non-negative integer, or `maxLength` is
 * not an integer that leaves at least one leading character
 * (`maxLength > tailLength + separator length`).
 * @public
 */
export function middleEllipsis(
  text: string,
  maxLength: number,
  tailLength: number,
  separator = '...',
): string {
  const separatorLength = Array.from(separator).length;
  if (!Number.isInteger(tailLength) || tailLength < 0) {
    throw new RangeError(`middleEllipsis: tailLength must be a non-negative integer, got ${tailLength}`);
  }
  if (!Number.isInteger(maxLength) || maxLength <= tailLength + separatorLength) {
    throw new RangeError(
      `middleEllipsis: maxLength must be an integer above tailLength plus the separator length ` +
        `(more than ${tailLength + separatorLength}), got ${maxLength}`,
    );
  }
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  const headLength = maxLength - tailLength - separatorLength;
  const tail = tailLength === 0 ? [] : chars.slice(-tailLength);
  return chars.slice(0, headLength).join('') + separator + tail.join('');
}
