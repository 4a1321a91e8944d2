/** The fields of a dialog and its lines (spec authoring §3). */
import { elementSchema, safeUrlSchema, z } from '@quire/plugin-sdk';
import { DIALOG_KIND, DIALOG_LINE_KIND } from './dialog-kinds.js';

/** A participant of a dialog; lines refer to it by `id`. @public */
export const dialogSpeakerSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  image: safeUrlSchema.optional(),
});

/** One line of a dialog, spoken by the speaker whose id is `speaker`. @public */
export const dialogLineElementSchema = elementSchema(DIALOG_LINE_KIND, {
  speaker: z.string().optional(),
});

/** A dialog between speakers; its lines live in `lines`, not in `children`. @public */
export const dialogElementSchema = elementSchema(DIALOG_KIND, {
  title: z.string().optional(),
  speakers: z.array(dialogSpeakerSchema).optional(),
  lines: z.array(dialogLineElementSchema).optional(),
});

/** @public */
export type DialogSpeaker = z.infer<typeof dialogSpeakerSchema>;
/** @public */
export type DialogLineElement = z.infer<typeof dialogLineElementSchema>;
/** @public */
export type DialogElement = z.infer<typeof dialogElementSchema>;
