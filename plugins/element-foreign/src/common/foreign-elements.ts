import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { FOREIGN_KIND } from './foreign-kinds.js';
import { foreignElementSchema } from './foreign-schema.js';

/** Foreign text is an inline holding text, never inside other foreign text, and goes away once emptied. @public */
export const foreignElement: ElementContribution = defineElement({
  kind: FOREIGN_KIND,
  structure: { kind: FOREIGN_KIND, display: 'inline', content: { type: 'inline' }, excludesDescendants: [FOREIGN_KIND], removeWhenEmpty: true },
  schema: foreignElementSchema,
});

/** In manifest order. @public */
export const FOREIGN_ELEMENTS: readonly ElementContribution[] = [foreignElement];
