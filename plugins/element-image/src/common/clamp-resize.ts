/**
 * The smallest size, in pixels, an element can be dragged to when resizing, so it can
 * always be grabbed again.
 * @public
 */
export const MIN_RESIZE_PX = 10;

/**
 * A size in pixels from a resize drag, never below {@link MIN_RESIZE_PX}. Larger sizes
 * are returned as they are (not rounded); NaN gives `MIN_RESIZE_PX`.
 * @public
 */
export function clampResize(px: number): number {
  return Number.isNaN(px) || px < MIN_RESIZE_PX ? MIN_RESIZE_PX : px;
}
