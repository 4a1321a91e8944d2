/**
 * Delivery part of activity-multi-input: the learner view, inputs drawn inside the stem.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { MULTI_INPUT_SLUG } from '../common/multi-input-kinds.js';
import { MultiInputView } from './multi-input-view.js';

export { MultiInputView, type DeliveredMultiInput } from './multi-input-view.js';
export { InputControl, isInvalidNumber, type InputControlProps } from './input-control.js';
export { renderStem } from './render-stem.js';

/** @public */
export const multiInputDelivery: DeliveryPart = defineDelivery({ activities: { [MULTI_INPUT_SLUG]: MultiInputView } });

export default multiInputDelivery;
