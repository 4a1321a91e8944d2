import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { CONJUGATION_KIND, TC_KIND } from './conjugation-kinds.js';
import { conjugationElementSchema, tcElementSchema } from './conjugation-schemas.js';

/**
 * A conjugation is a void block; the rows of its table and its pronunciation are rich
 * content held in fields, checked like children.
 * @public
 */
export const conjugationElement: ElementContribution = defineElement({
  kind: CONJUGATION_KIND,
  structure: { kind: CONJUGATION_KIND, display: 'block', content: { type: 'void' } },
  schema: conjugationElementSchema,
  slots: richFieldSlots({ records: ['pronunciation', 'table'] }),
});
/**
 * A conjugation cell holds all inline content or all blocks and lives only in a table row
 * (`tr`, the table plugin's); a stray one is wrapped in a row.
 * @public
 */
export const tcElement: ElementContribution = defineElement({
  kind: TC_KIND,
  structure: { kind: TC_KIND, display: 'block', content: { type: 'inline-or-blocks' }, parents: ['tr'], orphan: { wrapIn: 'tr' } },
  schema: tcElementSchema,
});

/** In manifest order. @public */
export const CONJUGATION_ELEMENTS: readonly ElementContribution[] = [conjugationElement, tcElement];
