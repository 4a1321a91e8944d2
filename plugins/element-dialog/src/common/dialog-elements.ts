import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { DIALOG_KIND, DIALOG_LINE_KIND } from './dialog-kinds.js';
import { dialogElementSchema, dialogLineElementSchema } from './dialog-schemas.js';
import { normalizeDialog } from './normalize-dialog.js';

/**
 * A dialog is a void block spaced apart from its neighbours; each of its lines holds rich
 * content checked like children. Its learner view is static: nothing in it needs script.
 * @public
 */
export const dialogElement: ElementContribution = defineElement({
  kind: DIALOG_KIND,
  structure: { kind: DIALOG_KIND, display: 'block', content: { type: 'void' }, spacedBlock: true },
  schema: dialogElementSchema,
  slots: richFieldSlots({ recordLists: ['lines'] }),
  normalize: normalizeDialog,
});
/** A dialog line holds blocks and lives only in a dialog; a stray one is unwrapped. @public */
export const dialogLineElement: ElementContribution = defineElement({
  kind: DIALOG_LINE_KIND,
  structure: { kind: DIALOG_LINE_KIND, display: 'block', content: { type: 'blocks' }, parents: [DIALOG_KIND], orphan: 'unwrap' },
  schema: dialogLineElementSchema,
});

/** In manifest order. @public */
export const DIALOG_ELEMENTS: readonly ElementContribution[] = [dialogElement, dialogLineElement];
