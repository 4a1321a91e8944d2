/** The fields of an AI activation point, "DOT" (spec authoring §3). */
import { MAX_TRIGGER_PROMPT_LENGTH, TRIGGER_TYPES, elementSchema, z } from '@quire/plugin-sdk';
import { TRIGGER_KIND } from './trigger-kinds.js';

/**
 * An AI activation point: clicking it sends the author's `prompt` to the course assistant,
 * about the content block (`content_block`) or the group (`content_group`) it sits in. The
 * prompt is at most `MAX_TRIGGER_PROMPT_LENGTH` characters, as the trigger API takes.
 * @public
 */
export const triggerElementSchema = elementSchema(TRIGGER_KIND, {
  trigger_type: z.enum(TRIGGER_TYPES).optional(),
  prompt: z.string().max(MAX_TRIGGER_PROMPT_LENGTH, { message: `The prompt is too long: at most ${MAX_TRIGGER_PROMPT_LENGTH} characters` }).optional(),
});

/** @public */
export type TriggerElement = z.infer<typeof triggerElementSchema>;
