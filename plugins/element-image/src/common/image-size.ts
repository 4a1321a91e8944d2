import { parseImageWidth } from '@quire/plugin-sdk';
import { clampResize } from './clamp-resize.js';

/**
 * A stored width or height in whole pixels, or `undefined` when unset. Content stores a
 * number, or (legacy) the text the author typed, which counts only when it is a whole
 * number (spec authoring §5).
 * @public
 */
export function storedImageDimension(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.max(1, Math.round(value)) : undefined;
  if (typeof value === 'string') return parseImageWidth(value);
  return undefined;
}

/** An image's size in whole pixels; the height is left out when the shape is unknown. @public */
export interface ImageSize {
  readonly width: number;
  readonly height?: number;
}

/**
 * The size an image is resized to: a whole width, never below the 10 px minimum (spec
 * authoring §5), and the height that keeps `aspectRatio` (height ÷ width) when it is known.
 * @public
 */
export function resizedImageSize(width: number, aspectRatio: number | undefined): ImageSize {
  const whole = clampResize(Math.round(width));
  const height = heightForWidth(whole, aspectRatio);
  return height === undefined ? { width: whole } : { width: whole, height };
}

/**
 * The whole-pixel height that keeps `aspectRatio` (height ÷ width) at `width`, or
 * `undefined` when the shape is unknown.
 * @public
 */
export function heightForWidth(width: number, aspectRatio: number | undefined): number | undefined {
  if (aspectRatio === undefined || !Number.isFinite(aspectRatio) || aspectRatio <= 0) return undefined;
  return Math.max(1, Math.round(width * aspectRatio));
}
