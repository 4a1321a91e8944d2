/**
 * Turns a zero-based index into spreadsheet-style letters: 0 → `'A'`, 25 → `'Z'`,
 * 26 → `'AA'`, 27 → `'AB'`, 701 → `'ZZ'`, 702 → `'AAA'`. Used to label choices A, B, C…
 * without running out after Z.
 *
 * The specification says it "returns empty for negative or missing numbers". Likewise
 * NaN, infinities and non-integers (such as 1.5) give `''` rather than being rounded,
 * since a fractional index is a caller bug and no label is safer than a wrong one.
 * @public
 */
export function numberToLetters(n?: number | null): string {
  if (n === undefined || n === null || !Number.isSafeInteger(n) || n < 0) return '';
  let letters = '';
  let rest = n + 1;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}
