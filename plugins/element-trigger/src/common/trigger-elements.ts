import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { TRIGGER_KIND } from './trigger-kinds.js';
import { triggerElementSchema } from './trigger-schema.js';

/** An AI activation point is a void block; its learner view asks the assistant in the browser (an island). @public */
export const triggerElement: ElementContribution = defineElement({
  kind: TRIGGER_KIND,
  structure: { kind: TRIGGER_KIND, display: 'block', content: { type: 'void' } },
  schema: triggerElementSchema,
  interactive: true,
});

/** In manifest order. @public */
export const TRIGGER_ELEMENTS: readonly ElementContribution[] = [triggerElement];
