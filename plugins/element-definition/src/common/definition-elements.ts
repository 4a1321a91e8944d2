import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { DEFINITION_KIND } from './definition-kinds.js';
import { definitionElementSchema } from './definition-schemas.js';
import { normalizeDefinition } from './normalize-definition.js';

/**
 * A definition is a void block spaced apart from its neighbours; each meaning, each
 * translation and the pronunciation hold rich content checked like children. Its learner
 * view is an island: the recorded pronunciation plays from a button.
 * @public
 */
export const definitionElement: ElementContribution = defineElement({
  kind: DEFINITION_KIND,
  structure: { kind: DEFINITION_KIND, display: 'block', content: { type: 'void' }, spacedBlock: true },
  schema: definitionElementSchema,
  slots: richFieldSlots({ recordLists: ['meanings', 'translations'], records: ['pronunciation'] }),
  normalize: normalizeDefinition,
  interactive: true,
});

/** In manifest order. @public */
export const DEFINITION_ELEMENTS: readonly ElementContribution[] = [definitionElement];
