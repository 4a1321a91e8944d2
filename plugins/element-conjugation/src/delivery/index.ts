/**
 * Delivery part of element-conjugation: the learner's views of a conjugation and of a
 * conjugation cell met in an ordinary table. Both are islands (their elements are
 * `interactive`): the server draws them whole, and the browser then makes their buttons
 * play the recordings.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { CONJUGATION_KIND, TC_KIND } from '../common/conjugation-kinds.js';
import { ConjugationCellView, ConjugationView } from './conjugation-view.js';

export { ConjugationCellView, ConjugationContent, ConjugationView, verbAudioLabel } from './conjugation-view.js';

/** @public */
export const conjugationDelivery: DeliveryPart = defineDelivery({ elements: { [CONJUGATION_KIND]: ConjugationView, [TC_KIND]: ConjugationCellView } });

export default conjugationDelivery;
