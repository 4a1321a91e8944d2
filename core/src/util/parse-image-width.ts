/**
 * Reads the width an author typed for an image: "Image width accepted only if it parses
 * as a whole number". Surrounding whitespace is ignored and the digits are read as
 * decimal (`'300'` → 300, `'007'` → 7).
 *
 * Decimals (`'300.5'`), units (`'30px'`), signs (so negatives), empty text and numbers
 * too large to be exact give `undefined`. Zero also gives `undefined`: an image with no
 * width is invisible, so `'0'` is treated as not set.
 * @public
 */
export function parseImageWidth(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
