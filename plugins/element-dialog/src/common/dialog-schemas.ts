/** The fields of a dialog and its lines (spec authoring §3), within the bounds of `dialog-limits`. */
import { elementSchema, safeUrlSchema, z } from '@quire/plugin-sdk';
import { DIALOG_KIND, DIALOG_LINE_KIND } from './dialog-kinds.js';
import { MAX_DIALOG_LINES, MAX_DIALOG_SPEAKERS, MAX_DIALOG_TITLE_LENGTH, MAX_SPEAKER_NAME_LENGTH } from './dialog-limits.js';

/** A participant of a dialog; lines refer to it by `id`. Its `image` is the portrait shown beside its lines. @public */
export const dialogSpeakerSchema = z.object({
  id: z.string().min(1),
  name: z.string().max(MAX_SPEAKER_NAME_LENGTH, `A speaker's name is at most ${MAX_SPEAKER_NAME_LENGTH} characters`),
  image: safeUrlSchema.optional(),
});

/** One line of a dialog, spoken by the speaker whose id is `speaker`; its children are rich content. @public */
export const dialogLineElementSchema = elementSchema(DIALOG_LINE_KIND, {
  speaker: z.string().optional(),
});

/** A dialog between speakers; its lines live in `lines`, not in `children`. @public */
export const dialogElementSchema = elementSchema(DIALOG_KIND, {
  title: z.string().max(MAX_DIALOG_TITLE_LENGTH, `A dialog's title is at most ${MAX_DIALOG_TITLE_LENGTH} characters`).optional(),
  speakers: z.array(dialogSpeakerSchema).max(MAX_DIALOG_SPEAKERS, `A dialog has at most ${MAX_DIALOG_SPEAKERS} speakers`).optional(),
  lines: z.array(dialogLineElementSchema).max(MAX_DIALOG_LINES, `A dialog has at most ${MAX_DIALOG_LINES} lines`).optional(),
});

/** @public */
export type DialogSpeaker = z.infer<typeof dialogSpeakerSchema>;
/** @public */
export type DialogLineElement = z.infer<typeof dialogLineElementSchema>;
/** @public */
export type DialogElement = z.infer<typeof dialogElementSchema>;
