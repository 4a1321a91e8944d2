/** The key-notion popup's constants (spec delivery §4, §9). */

/** How long after the mouse leaves a popup opened by hovering it closes, in ms. @public */
export const POPUP_CLOSE_DELAY_MS = 300;
/** The size of the bubble's arrow, in px. @public */
export const POPUP_ARROW_PX = 10;
/** The widest a bubble grows, in px. @public */
export const POPUP_MAX_WIDTH_PX = 320;
/** The room kept between a bubble and the edges of the window, in px. @public */
export const POPUP_VIEWPORT_MARGIN_PX = 8;
/** Devices on which hovering opens a popup whose trigger is hover; the others tap. @public */
export const HOVER_POINTER_QUERY = '(hover: hover) and (pointer: fine)';
