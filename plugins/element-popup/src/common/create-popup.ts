import type { Element } from '@quire/plugin-sdk';
import { POPUP_KIND } from './popup-kinds.js';
import { DEFAULT_POPUP_TRIGGER } from './popup-triggers.js';

/**
 * A new popup with no anchor text yet, opening on the default trigger: what the insert
 * menu puts at the cursor, or wraps around the selected text.
 * @public
 */
export function createPopup(createId: () => string): Element {
  return { type: POPUP_KIND, id: createId(), trigger: DEFAULT_POPUP_TRIGGER, children: [{ text: '' }] };
}
