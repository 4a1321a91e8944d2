/**
 * Language-learning kinds (spec authoring §3): conjugation, dialog, dialog_line,
 * foreign and definition, plus the pronunciation, meaning and translation records they
 * hold in fields.
 */
import { z } from 'zod';
import { captionSchema, elementSchema, richContentSchema, safeUrlSchema, spanSchema } from './element-schema.js';

/** @public */
export const CONJUGATION_KIND = 'conjugation';
/** @public */
export const DIALOG_KIND = 'dialog';
/** @public */
export const DIALOG_LINE_KIND = 'dialog_line';
/** @public */
export const FOREIGN_KIND = 'foreign';
/** @public */
export const DEFINITION_KIND = 'definition';
/** The cell of a conjugation table. @public */
export const TC_KIND = 'tc';

// Records held in fields of another element: same shape as an element (type, id,
// children) but not kinds of their own, so they are validated with their owner.
function fieldRecord<K extends string, S extends z.ZodRawShape>(type: K, shape: S) {
  return z.object({
    type: z.literal(type),
    id: z.string().min(1).optional(),
    children: richContentSchema,
    ...shape,
  });
}

/** A spoken form: rich content plus an optional audio clip. @public */
export const pronunciationSchema = fieldRecord('pronunciation', {
  src: safeUrlSchema.optional(),
  contenttype: z.string().optional(),
});

/** One meaning of a definition. @public */
export const meaningSchema = fieldRecord('meaning', {});

/** One translation of a defined term. @public */
export const translationSchema = fieldRecord('translation', {});

/**
 * A conjugation-table cell: a cell that also names its pronouns and may carry an audio
 * clip of the form.
 * @public
 */
export const tcElementSchema = elementSchema(TC_KIND, {
  align: z.enum(['left', 'center', 'right']).optional(),
  colspan: spanSchema.optional(),
  rowspan: spanSchema.optional(),
  pronouns: z.string().optional(),
  audioSrc: safeUrlSchema.optional(),
  audioType: z.string().optional(),
});
/** @public */
export type ConjugationCellElement = z.infer<typeof tcElementSchema>;

/** The table of a conjugation: rows (`tr`) of conjugation cells, held in a field. @public */
export const conjugationTableSchema = fieldRecord('table', {
  border: z.enum(['solid', 'hidden']).optional(),
  rowstyle: z.enum(['plain', 'alternating']).optional(),
  caption: captionSchema.optional(),
});

/** A verb conjugation table with its title, verb and pronunciation. @public */
export const conjugationElementSchema = elementSchema(CONJUGATION_KIND, {
  title: z.string().optional(),
  verb: z.string().optional(),
  pronunciation: pronunciationSchema.optional(),
  table: conjugationTableSchema.optional(),
});

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

/**
 * Text in another language. An empty or missing `lang` means the project's default
 * foreign language.
 * @public
 */
export const foreignElementSchema = elementSchema(FOREIGN_KIND, { lang: z.string().optional() });

/** A glossary definition of a term. @public */
export const definitionElementSchema = elementSchema(DEFINITION_KIND, {
  term: z.string().optional(),
  meanings: z.array(meaningSchema).optional(),
  translations: z.array(translationSchema).optional(),
  pronunciation: pronunciationSchema.optional(),
});

/** @public */
export type Pronunciation = z.infer<typeof pronunciationSchema>;
/** @public */
export type Meaning = z.infer<typeof meaningSchema>;
/** @public */
export type Translation = z.infer<typeof translationSchema>;
/** @public */
export type DialogSpeaker = z.infer<typeof dialogSpeakerSchema>;
/** @public */
export type ConjugationElement = z.infer<typeof conjugationElementSchema>;
/** @public */
export type DialogLineElement = z.infer<typeof dialogLineElementSchema>;
/** @public */
export type DialogElement = z.infer<typeof dialogElementSchema>;
/** @public */
export type ForeignElement = z.infer<typeof foreignElementSchema>;
/** @public */
export type DefinitionElement = z.infer<typeof definitionElementSchema>;
