/**
 * Delivery part of activity-ordering: the learner view.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { ORDERING_SLUG } from '../common/ordering-slug.js';
import { OrderingView } from './ordering-view.js';

export { OrderingView } from './ordering-view.js';

/** @public */
export const orderingDelivery: DeliveryPart = defineDelivery({ activities: { [ORDERING_SLUG]: OrderingView } });

export default orderingDelivery;
