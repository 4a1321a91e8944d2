import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { CITE_KIND } from './cite-kinds.js';
import { citeElementSchema } from './cite-schema.js';

/** A citation is an inline holding text, never inside another citation. @public */
export const citeElement: ElementContribution = defineElement({
  kind: CITE_KIND,
  structure: { kind: CITE_KIND, display: 'inline', content: { type: 'inline' }, excludesDescendants: [CITE_KIND] },
  schema: citeElementSchema,
});

/** In manifest order. @public */
export const CITE_ELEMENTS: readonly ElementContribution[] = [citeElement];
