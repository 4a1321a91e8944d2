import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { inputRefElementSchema } from './input-ref-schema.js';
import { INPUT_REF_KIND } from './multi-input-kinds.js';

/**
 * The place of an input in a multi-input stem: a void inline whose `id` names the input.
 * Registered so the stem's editor knows it is inline and void; question repair keeps the
 * references and the inputs one to one.
 * @public
 */
export const inputRefElement: ElementContribution = defineElement({
  kind: INPUT_REF_KIND,
  structure: { kind: INPUT_REF_KIND, display: 'inline', content: { type: 'void' } },
  schema: inputRefElementSchema,
});
