import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { POPUP_KIND } from './popup-kinds.js';
import { popupElementSchema } from './popup-schema.js';

/**
 * A popup is an inline holding text, never inside another popup; its body is rich content
 * checked like children. Its learner view is an island: it opens and closes in the browser.
 * @public
 */
export const popupElement: ElementContribution = defineElement({
  kind: POPUP_KIND,
  structure: { kind: POPUP_KIND, display: 'inline', content: { type: 'inline' }, excludesDescendants: [POPUP_KIND] },
  schema: popupElementSchema,
  slots: richFieldSlots({ nodeLists: ['content'] }),
  interactive: true,
});

/** In manifest order. @public */
export const POPUP_ELEMENTS: readonly ElementContribution[] = [popupElement];
