/**
 * Delivery part of element-webpage: the learner's embedded page.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { WEBPAGE_KIND } from '../common/webpage-kind.js';
import { WebpageView } from './webpage-view.js';

export { DEFAULT_WEBPAGE_HEIGHT_PX, WebpageView } from './webpage-view.js';

/** @public */
export const webpageDelivery: DeliveryPart = defineDelivery({ elements: { [WEBPAGE_KIND]: WebpageView } });

export default webpageDelivery;
