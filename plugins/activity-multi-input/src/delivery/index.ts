/**
 * Delivery part of activity-multi-input: the learner view, inputs drawn inside the stem, and
 * the blank an input reference shows outside its activity.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { INPUT_REF_KIND, MULTI_INPUT_SLUG } from '../common/multi-input-kinds.js';
import { InputReferenceView } from './input-reference-view.js';
import { MultiInputView } from './multi-input-view.js';

export { MultiInputView, type DeliveredMultiInput } from './multi-input-view.js';
export { InputControl, isInvalidNumber, type InputControlProps } from './input-control.js';
export { renderStem } from './render-stem.js';
export { INPUT_BLANK, InputReferenceView } from './input-reference-view.js';

/** @public */
export const multiInputDelivery: DeliveryPart = defineDelivery({
  elements: { [INPUT_REF_KIND]: InputReferenceView },
  activities: { [MULTI_INPUT_SLUG]: MultiInputView },
});

export default multiInputDelivery;
