import { parseImageWidth } from '@quire/plugin-sdk';

/** Shown under the Width field when the text is not a whole number. @public */
export const WIDTH_NOT_WHOLE_MESSAGE = 'Enter the width as a whole number of pixels, such as 240.';

/** What the Width field holds: a width (unset when blank), or why it is refused. @public */
export type WidthField = { readonly valid: true; readonly width: number | undefined } | { readonly valid: false; readonly message: string };

/**
 * Reads the Width field of the image settings: blank leaves the width unset; anything
 * else must parse as a whole number (spec authoring §5), so fractions, units and words
 * are refused.
 * @public
 */
export function readWidthField(text: string): WidthField {
  if (text.trim() === '') return { valid: true, width: undefined };
  const width = parseImageWidth(text);
  return width === undefined ? { valid: false, message: WIDTH_NOT_WHOLE_MESSAGE } : { valid: true, width };
}
