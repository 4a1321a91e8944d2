/**
 * Delivery part of activity-check-all-that-apply: the learner view.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { CHECK_ALL_THAT_APPLY_SLUG } from '../common/check-all-that-apply-slug.js';
import { CheckAllThatApplyView } from './check-all-that-apply-view.js';

export { CheckAllThatApplyView } from './check-all-that-apply-view.js';

/** @public */
export const checkAllThatApplyDelivery: DeliveryPart = defineDelivery({ activities: { [CHECK_ALL_THAT_APPLY_SLUG]: CheckAllThatApplyView } });

export default checkAllThatApplyDelivery;
