import { parseImageWidth } from '@quire/plugin-sdk';

/** Shown under a width that is not a whole number. @public */
export const PIXEL_SIZE_MESSAGE = 'Enter a whole number of pixels, or leave blank for the default.';

/** A width field, read: blank is unset, else a whole number of pixels above 0. @public */
export interface PixelSizeField {
  readonly value?: number;
  readonly error?: string;
}

/** Reads a size the author typed (core's `parseImageWidth`: whole numbers only). @public */
export function readPixelSize(text: string): PixelSizeField {
  if (text.trim() === '') return {};
  const value = parseImageWidth(text);
  return value === undefined ? { error: PIXEL_SIZE_MESSAGE } : { value };
}

/** A stored size as the field shows it (stored sizes may be numbers or typed text). @public */
export function pixelSizeText(size: unknown): string {
  return typeof size === 'number' || typeof size === 'string' ? String(size) : '';
}
