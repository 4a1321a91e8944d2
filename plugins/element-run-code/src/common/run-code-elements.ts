import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { ECL_KIND } from './run-code-kinds.js';
import { eclElementSchema } from './run-code-schemas.js';

/** A run-code block is a void block; its learner view runs in the browser (an island). @public */
export const eclElement: ElementContribution = defineElement({
  kind: ECL_KIND,
  structure: { kind: ECL_KIND, display: 'block', content: { type: 'void' } },
  schema: eclElementSchema,
  interactive: true,
});

/** In manifest order. @public */
export const RUN_CODE_ELEMENTS: readonly ElementContribution[] = [eclElement];
