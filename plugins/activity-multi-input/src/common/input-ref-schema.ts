/** The fields of an input reference in a multi-input stem (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { INPUT_REF_KIND } from './multi-input-kinds.js';

/** The kinds of answer field an input reference stands for. @public */
export const INPUT_REF_TYPES = ['numeric', 'text', 'math', 'vlabvalue', 'dropdown'] as const;
/** @public */
export type InputRefType = (typeof INPUT_REF_TYPES)[number];

/**
 * A place in a question stem where an answer field appears; its `id` matches an input
 * of the question model.
 * @public
 */
export const inputRefElementSchema = elementSchema(INPUT_REF_KIND, {
  inputType: z.enum(INPUT_REF_TYPES).optional(),
  size: z.union([z.string(), z.number()]).optional(),
  options: z.array(z.unknown()).optional(),
  hints: z.array(z.unknown()).optional(),
});

/** @public */
export type InputRefElement = z.infer<typeof inputRefElementSchema>;
