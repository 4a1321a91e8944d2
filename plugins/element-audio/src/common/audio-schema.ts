/** The fields of an audio clip (spec authoring §3). */
import { captionSchema, elementSchema, safeUrlSchema, z } from '@quire/plugin-sdk';
import { AUDIO_KIND } from './audio-kinds.js';

/** An audio clip; one without an address is legal while authoring. @public */
export const audioElementSchema = elementSchema(AUDIO_KIND, {
  src: safeUrlSchema.optional(),
  alt: z.string().optional(),
  caption: captionSchema.optional(),
});

/** @public */
export type AudioElement = z.infer<typeof audioElementSchema>;
