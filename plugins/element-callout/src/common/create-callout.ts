import type { Element } from '@quire/plugin-sdk';
import { CALLOUT_KIND } from './callout-kinds.js';

/**
 * A new callout holding one empty paragraph. Normal while the cursor is in it, as it is
 * once inserted; left empty, the normaliser takes it away (spec authoring §5).
 * @public
 */
export function createCallout(createId: () => string): Element {
  return { type: CALLOUT_KIND, id: createId(), children: [{ type: 'p', id: createId(), children: [{ text: '' }] }] };
}
