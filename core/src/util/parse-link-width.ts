const LINK_WIDTH = /^(\d+)?(?:\.(\d*))?(px|%|em|rem|vw|vh)?$/i;

/**
 * Reads the width an author typed for a link button. "A link width accepts a number or a
 * number followed by px, %, em, rem, vw or vh; anything else is empty."
 *
 * Returns the width normalised, ready for CSS: surrounding whitespace removed, the unit
 * lower-cased, redundant zeros dropped (`' 012.50EM '` → `'12.5em'`, `'.5rem'` →
 * `'0.5rem'`). A bare number stays unit-less as written (`'300'` → `'300'`); the
 * renderer decides what it means. Zero is a number and is accepted (`'0'`). Signs
 * (`'-5'`, `'+5'`), exponents, a space before the unit, other units (`'10pt'`) and
 * anything else give `''`.
 * @public
 */
export function parseLinkWidth(text: string): string {
  const match = LINK_WIDTH.exec(text.trim());
  if (!match) return '';
  const [, whole = '', fraction = '', unit = ''] = match;
  if (whole === '' && fraction === '') return '';
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  return `${integer}${decimals ? `.${decimals}` : ''}${unit.toLowerCase()}`;
}
