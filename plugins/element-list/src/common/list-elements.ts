import {
  ddElementSchema,
  defineElement,
  dlElementSchema,
  dtElementSchema,
  liElementSchema,
  olElementSchema,
  ulElementSchema,
  type ElementContribution,
} from '@quire/plugin-sdk';

/*
 * Structures come from core's grammar (spec authoring §5): ul and ol hold only li (anything
 * else is wrapped in an li); li holds blocks, so a run of inline content in it gets a
 * paragraph; li lives only in ul or ol, and a stray li is wrapped in a ul. dl holds dt and
 * dd (anything else is wrapped in a dd); dt and dd hold inline content and live only in dl.
 */

/** @public */
export const ulElement: ElementContribution = defineElement({ kind: 'ul', schema: ulElementSchema });
/** @public */
export const olElement: ElementContribution = defineElement({ kind: 'ol', schema: olElementSchema });
/** @public */
export const liElement: ElementContribution = defineElement({ kind: 'li', schema: liElementSchema });
/** @public */
export const dlElement: ElementContribution = defineElement({ kind: 'dl', schema: dlElementSchema });
/** @public */
export const dtElement: ElementContribution = defineElement({ kind: 'dt', schema: dtElementSchema });
/** @public */
export const ddElement: ElementContribution = defineElement({ kind: 'dd', schema: ddElementSchema });

/** In manifest order. @public */
export const LIST_ELEMENTS: readonly ElementContribution[] = [ulElement, olElement, liElement, dlElement, dtElement, ddElement];
