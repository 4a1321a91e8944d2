import { describe, expect, it } from 'vitest';
import { placeBubble } from './place-bubble.js';
import { POPUP_ARROW_PX, POPUP_VIEWPORT_MARGIN_PX } from './popup-constants.js';

const window = { width: 1000, height: 800 };
const bubble = { width: 300, height: 120 };
const anchorAt = (left: number, top: number) => ({ left, top, width: 60, height: 20 });

describe('placing a bubble beside its anchor, inside the window', () => {
  it('goes below the anchor, centred on it, the arrow on the anchor', () => {
    expect(placeBubble(anchorAt(470, 100), bubble, window)).toEqual({ side: 'below', left: 350, top: 100 + 20 + POPUP_ARROW_PX, arrowLeft: 150 });
  });

  it('goes above when there is no room below and there is above', () => {
    const spot = placeBubble(anchorAt(470, 700), bubble, window);
    expect(spot.side).toBe('above');
    expect(spot.top).toBe(700 - POPUP_ARROW_PX - 120);
  });

  it('stays below when there is room on neither side but more below, its top in the window', () => {
    const spot = placeBubble(anchorAt(470, 50), { width: 300, height: 790 }, window);
    expect(spot).toMatchObject({ side: 'below', top: 50 + 20 + POPUP_ARROW_PX });
    expect(placeBubble(anchorAt(470, 750), { width: 300, height: 790 }, window)).toMatchObject({ side: 'above', top: POPUP_VIEWPORT_MARGIN_PX });
  });

  it('moves sideways to keep inside the window, the arrow still pointing at the anchor', () => {
    const left = placeBubble(anchorAt(0, 100), bubble, window);
    expect(left.left).toBe(POPUP_VIEWPORT_MARGIN_PX);
    expect(left.arrowLeft).toBeGreaterThanOrEqual(POPUP_ARROW_PX);
    expect(left.arrowLeft).toBeLessThan(40);
    const right = placeBubble(anchorAt(960, 100), bubble, window);
    expect(right.left).toBe(1000 - POPUP_VIEWPORT_MARGIN_PX - 300);
    expect(right.arrowLeft).toBeGreaterThan(260);
    expect(right.arrowLeft).toBeLessThanOrEqual(300 - POPUP_ARROW_PX);
  });

  it('keeps to the left margin in a window narrower than the bubble', () => {
    expect(placeBubble(anchorAt(100, 100), bubble, { width: 280, height: 800 }).left).toBe(POPUP_VIEWPORT_MARGIN_PX);
  });
});
