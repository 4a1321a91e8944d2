/** The fields of a run-code block (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { ECL_KIND } from './run-code-kinds.js';
import { MAX_ECL_CODE_LENGTH, MAX_RUNNER_NAME_LENGTH, RUNNER_NAME_PATTERN } from './run-code-limits.js';

/**
 * A run-code block: the author's starting code for the student, and the runner that runs
 * it (the JavaScript runner when none is named).
 * @public
 */
export const eclElementSchema = elementSchema(ECL_KIND, {
  code: z.string().max(MAX_ECL_CODE_LENGTH).optional(),
  runner: z.string().max(MAX_RUNNER_NAME_LENGTH).regex(RUNNER_NAME_PATTERN).optional(),
});

/** @public */
export type EclElement = z.infer<typeof eclElementSchema>;
