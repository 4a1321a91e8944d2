import type { Element } from '@quire/plugin-sdk';
import { DIALOG_KIND } from './dialog-kinds.js';

/**
 * A new dialog, already normal: no title, no speakers and no lines yet, so its editor opens
 * on the edit form (spec authoring §4).
 * @public
 */
export function createDialog(createId: () => string): Element {
  return { type: DIALOG_KIND, id: createId(), speakers: [], lines: [], children: [{ text: '' }] };
}
