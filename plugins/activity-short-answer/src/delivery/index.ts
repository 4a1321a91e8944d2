/**
 * Delivery part of activity-short-answer: the learner view.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { SHORT_ANSWER_SLUG } from '../common/short-answer-kinds.js';
import { ShortAnswerView } from './short-answer-view.js';

export { ShortAnswerView, type DeliveredShortAnswer } from './short-answer-view.js';

/** @public */
export const shortAnswerDelivery: DeliveryPart = defineDelivery({ activities: { [SHORT_ANSWER_SLUG]: ShortAnswerView } });

export default shortAnswerDelivery;
