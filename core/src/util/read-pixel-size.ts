import { parseImageWidth } from './parse-image-width.js';

/** The placeholder of a width or height field (spec authoring §2). @public */
export const LEAVE_BLANK_FOR_DEFAULT = 'Leave blank for default';
/** Shown under a size field whose text is not a whole number of pixels. @public */
export const PIXEL_SIZE_MESSAGE = 'Enter a whole number of pixels, or leave blank for the default.';

/** A size field of a settings dialog, read: its size, or why it cannot be taken. @public */
export interface PixelSize {
  /** The size in pixels; left out when the field is blank (the default size). */
  readonly value?: number;
  /** Set when the text is not a whole number of pixels above 0. */
  readonly error?: string;
}

/**
 * Reads a width or height an author typed ('Leave blank for default'): blank is the
 * default size, anything else must be a whole number of pixels as {@link parseImageWidth}
 * reads it, so fractions, units, words and zero get `message`.
 * @public
 */
export function readPixelSize(text: string, message: string = PIXEL_SIZE_MESSAGE): PixelSize {
  if (text.trim() === '') return {};
  const value = parseImageWidth(text);
  return value === undefined ? { error: message } : { value };
}
