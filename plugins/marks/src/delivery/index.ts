/**
 * Delivery part of marks: semantic inline tags for learners.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { MARK_VIEWS } from './mark-views.js';

/** @public */
export const marksDelivery: DeliveryPart = defineDelivery({ marks: MARK_VIEWS });

export default marksDelivery;
