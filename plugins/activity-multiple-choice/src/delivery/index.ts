/**
 * Delivery part of activity-multiple-choice: the learner view.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { MULTIPLE_CHOICE_SLUG } from '../common/multiple-choice-slug.js';
import { MultipleChoiceView } from './multiple-choice-view.js';

export { MultipleChoiceView } from './multiple-choice-view.js';

/** @public */
export const multipleChoiceDelivery: DeliveryPart = defineDelivery({ activities: { [MULTIPLE_CHOICE_SLUG]: MultipleChoiceView } });

export default multipleChoiceDelivery;
