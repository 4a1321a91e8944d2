/**
 * Delivery part of element-command-button: the learner's command button, an island that
 * sends its message to its target on the page.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { COMMAND_BUTTON_KIND } from '../common/command-button-kinds.js';
import { CommandButtonView } from './command-button-view.js';

export { COMMAND_NOT_ANSWERED_MESSAGE, CommandButtonView, NO_COMMAND_MESSAGE } from './command-button-view.js';

/** @public */
export const commandButtonDelivery: DeliveryPart = defineDelivery({ elements: { [COMMAND_BUTTON_KIND]: CommandButtonView } });

export default commandButtonDelivery;
