import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { CONJUGATION_KIND, TC_KIND } from './conjugation-kinds.js';
import { conjugationElementSchema, tcElementSchema } from './conjugation-schemas.js';
import { normalizeConjugation } from './normalize-conjugation.js';

/**
 * A conjugation is a void block (not one the spec spaces with a paragraph); the rows of its table and
 * its pronunciation are rich content held in fields, checked like children and repaired by
 * the plugin's rule. Its learner view is an island: recordings play from buttons.
 * @public
 */
export const conjugationElement: ElementContribution = defineElement({
  kind: CONJUGATION_KIND,
  structure: { kind: CONJUGATION_KIND, display: 'block', content: { type: 'void' } },
  schema: conjugationElementSchema,
  slots: richFieldSlots({ records: ['pronunciation', 'table'] }),
  normalize: normalizeConjugation,
  interactive: true,
});
/**
 * A conjugation cell holds all inline content or all blocks and lives only in a table row
 * (`tr`, the table plugin's); a stray one is wrapped in a row. Its recording plays from a
 * button, so its learner view is an island too.
 * @public
 */
export const tcElement: ElementContribution = defineElement({
  kind: TC_KIND,
  structure: { kind: TC_KIND, display: 'block', content: { type: 'inline-or-blocks' }, parents: ['tr'], orphan: { wrapIn: 'tr' } },
  schema: tcElementSchema,
  interactive: true,
});

/** In manifest order. @public */
export const CONJUGATION_ELEMENTS: readonly ElementContribution[] = [conjugationElement, tcElement];
