/** The fields of a run-code block (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { ECL_KIND } from './run-code-kinds.js';
import { MAX_ECL_CODE_LENGTH } from './run-code-limits.js';

/** A run-code block: the author's starting code for the student. @public */
export const eclElementSchema = elementSchema(ECL_KIND, { code: z.string().max(MAX_ECL_CODE_LENGTH).optional() });

/** @public */
export type EclElement = z.infer<typeof eclElementSchema>;
