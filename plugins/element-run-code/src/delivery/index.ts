/**
 * Delivery part of element-run-code: the learner's run-code block, with its code editor
 * (loaded once the block is drawn in the browser), Run, Clear Output and Reset.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { ECL_KIND } from '../common/run-code-kinds.js';
import { EclView } from './ecl-view.js';

export { CLEAR_OUTPUT_LABEL, CODE_NOT_SAVED_MESSAGE, CODE_TO_RUN_LABEL, EclView, NO_OUTPUT_MESSAGE, RESET_LABEL, RUN_LABEL, RUNNING_MESSAGE } from './ecl-view.js';

/** @public */
export const runCodeDelivery: DeliveryPart = defineDelivery({ elements: { [ECL_KIND]: EclView } });

export default runCodeDelivery;
