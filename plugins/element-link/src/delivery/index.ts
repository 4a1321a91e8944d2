/**
 * Delivery part of element-link: links for learners.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { LinkView } from './link-view.js';

/** @public */
export const linkDelivery: DeliveryPart = defineDelivery({ elements: { a: LinkView } });

export default linkDelivery;
