import { POPUP_ARROW_PX, POPUP_VIEWPORT_MARGIN_PX } from './popup-constants.js';

/** A box on screen, in px from the window's top left (what `getBoundingClientRect` gives). @public */
export interface ScreenBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where a bubble goes: below or above its anchor, its top left corner, and its arrow's distance from its left edge. @public */
export interface BubblePlacement {
  readonly side: 'below' | 'above';
  readonly left: number;
  readonly top: number;
  readonly arrowLeft: number;
}

// The arrow keeps this far from the bubble's rounded corners.
const ARROW_INSET_PX = 6;

/**
 * Places a bubble beside its anchor, inside the window: below the anchor, or above it when
 * there is no room below and there is above (else on the roomier side, its top kept in the
 * window), centred on the anchor and moved sideways as far as the window's edges ask; the
 * arrow keeps pointing at the anchor.
 * @public
 */
export function placeBubble(anchor: ScreenBox, bubble: { readonly width: number; readonly height: number }, window: { readonly width: number; readonly height: number }): BubblePlacement {
  const margin = POPUP_VIEWPORT_MARGIN_PX;
  const below = anchor.top + anchor.height + POPUP_ARROW_PX;
  const above = anchor.top - POPUP_ARROW_PX - bubble.height;
  const fitsBelow = below + bubble.height <= window.height - margin;
  const fitsAbove = above >= margin;
  const roomBelow = window.height - (anchor.top + anchor.height);
  const side = fitsBelow || (!fitsAbove && roomBelow >= anchor.top) ? 'below' : 'above';
  const top = side === 'below' ? below : Math.max(margin, above);

  const centre = anchor.left + anchor.width / 2;
  const left = Math.max(margin, Math.min(centre - bubble.width / 2, window.width - margin - bubble.width));
  const arrowLeft = clamp(centre - left, POPUP_ARROW_PX + ARROW_INSET_PX, bubble.width - POPUP_ARROW_PX - ARROW_INSET_PX);
  return { side, left, top, arrowLeft };
}

function clamp(value: number, low: number, high: number): number {
  return high < low ? (low + high) / 2 : Math.max(low, Math.min(value, high));
}
