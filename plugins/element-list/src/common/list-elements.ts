import { defineElement, type ContentSlots, type ElementContribution } from '@quire/plugin-sdk';
import { DD_KIND, DL_KIND, DT_KIND, LI_KIND, OL_KIND, UL_KIND } from './list-kinds.js';
import { ddElementSchema, dlElementSchema, dtElementSchema, liElementSchema, olElementSchema, ulElementSchema } from './list-schemas.js';

/*
 * Spec authoring §5: ul and ol hold only li (anything else is wrapped in an li); li holds
 * blocks, so a run of inline content in it gets a paragraph; li lives only in ul or ol,
 * and a stray li is wrapped in a ul. dl holds dt and dd (anything else is wrapped in a
 * dd); dt and dd hold inline content and live only in dl.
 */

/** A description list's title may be rich content, checked like its children. */
const titleSlot: ContentSlots = (list) => (Array.isArray(list.title) ? [{ field: 'title', nodes: list.title }] : []);

/** @public */
export const ulElement: ElementContribution = defineElement({
  kind: UL_KIND,
  structure: { kind: UL_KIND, display: 'block', content: { type: 'children', allowed: [LI_KIND], wrapIn: LI_KIND } },
  schema: ulElementSchema,
});
/** @public */
export const olElement: ElementContribution = defineElement({
  kind: OL_KIND,
  structure: { kind: OL_KIND, display: 'block', content: { type: 'children', allowed: [LI_KIND], wrapIn: LI_KIND } },
  schema: olElementSchema,
});
/** @public */
export const liElement: ElementContribution = defineElement({
  kind: LI_KIND,
  structure: { kind: LI_KIND, display: 'block', content: { type: 'blocks' }, parents: [UL_KIND, OL_KIND], orphan: { wrapIn: UL_KIND } },
  schema: liElementSchema,
});
/** @public */
export const dlElement: ElementContribution = defineElement({
  kind: DL_KIND,
  structure: { kind: DL_KIND, display: 'block', content: { type: 'children', allowed: [DT_KIND, DD_KIND], wrapIn: DD_KIND } },
  schema: dlElementSchema,
  slots: titleSlot,
});
/** @public */
export const dtElement: ElementContribution = defineElement({
  kind: DT_KIND,
  structure: { kind: DT_KIND, display: 'block', content: { type: 'inline' }, parents: [DL_KIND], orphan: { wrapIn: DL_KIND } },
  schema: dtElementSchema,
});
/** @public */
export const ddElement: ElementContribution = defineElement({
  kind: DD_KIND,
  structure: { kind: DD_KIND, display: 'block', content: { type: 'inline' }, parents: [DL_KIND], orphan: { wrapIn: DL_KIND } },
  schema: ddElementSchema,
});

/** In manifest order. @public */
export const LIST_ELEMENTS: readonly ElementContribution[] = [ulElement, olElement, liElement, dlElement, dtElement, ddElement];
