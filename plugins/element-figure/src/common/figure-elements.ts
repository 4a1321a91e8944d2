import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { FIGURE_KIND } from './figure-kinds.js';
import { figureElementSchema } from './figure-schemas.js';

/** A figure holds blocks and is spaced apart from its neighbours; its title may be rich content. @public */
export const figureElement: ElementContribution = defineElement({
  kind: FIGURE_KIND,
  structure: { kind: FIGURE_KIND, display: 'block', content: { type: 'blocks' }, spacedBlock: true },
  schema: figureElementSchema,
  slots: richFieldSlots({ nodeLists: ['title'] }),
});

/** In manifest order. @public */
export const FIGURE_ELEMENTS: readonly ElementContribution[] = [figureElement];
