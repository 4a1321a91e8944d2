/**
 * Delivery part of element-popup: the learner's key-notion popup, an island drawn on the
 * server (its button and bubble) and brought to life in the browser.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { POPUP_KIND } from '../common/popup-kinds.js';
import { PopupView } from './popup-view.js';

export { PopupView } from './popup-view.js';
export { PAUSE_AUDIO_LABEL, PLAY_AUDIO_LABEL } from './popup-audio.js';
export { HOVER_POINTER_QUERY, POPUP_ARROW_PX, POPUP_CLOSE_DELAY_MS, POPUP_MAX_WIDTH_PX, POPUP_VIEWPORT_MARGIN_PX } from './popup-constants.js';
export { placeBubble, type BubblePlacement, type ScreenBox } from './place-bubble.js';

/** @public */
export const popupDelivery: DeliveryPart = defineDelivery({ elements: { [POPUP_KIND]: PopupView } });

export default popupDelivery;
