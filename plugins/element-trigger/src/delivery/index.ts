/**
 * Delivery part of element-trigger: the learner's DOT button, which asks the section's
 * course assistant the author's prompt and shows the answer in a panel screen readers announce.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { TRIGGER_KIND } from '../common/trigger-kinds.js';
import { TriggerView } from './trigger-view.js';

export {
  ANSWER_PANEL_LABEL,
  ASK_DOT_DESCRIPTION,
  ASK_DOT_LABEL,
  NO_PROMPT_YET_MESSAGE,
  NOT_IN_SECTION_MESSAGE,
  RESTING_MESSAGE,
  THINKING_MESSAGE,
  TriggerView,
} from './trigger-view.js';
export { TriggerIcon } from './trigger-icon.js';

/** @public */
export const triggerDelivery: DeliveryPart = defineDelivery({ elements: { [TRIGGER_KIND]: TriggerView } });

export default triggerDelivery;
