/** The fields of an AI activation point, "DOT" (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { TRIGGER_KIND } from './trigger-kinds.js';

/** An AI activation point: clicking it runs the author's `prompt`. @public */
export const triggerElementSchema = elementSchema(TRIGGER_KIND, {
  trigger_type: z.string().optional(),
  prompt: z.string().optional(),
});

/** @public */
export type TriggerElement = z.infer<typeof triggerElementSchema>;
