/**
 * Delivery part of element-dialog: the learner's view of a dialog. It is static (the element
 * is not `interactive`): the server's HTML is the dialog as learners get it, and a page of
 * dialogs loads none of this plugin's script.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { DIALOG_KIND } from '../common/dialog-kinds.js';
import { DialogView } from './dialog-view.js';

export { DialogTranscript, type DialogTranscriptProps } from './dialog-transcript.js';
export { DialogView } from './dialog-view.js';

/** @public */
export const dialogDelivery: DeliveryPart = defineDelivery({ elements: { [DIALOG_KIND]: DialogView } });

export default dialogDelivery;
