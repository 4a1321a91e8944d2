/**
 * The fields of a conjugation and of its table's cells (spec authoring §3). The table and
 * the pronunciation are records held in fields, checked with the conjugation.
 */
import { captionSchema, elementSchema, fieldRecordSchema, safeUrlSchema, spanSchema, z } from '@quire/plugin-sdk';
import { CONJUGATION_KIND, TC_KIND } from './conjugation-kinds.js';

/** The spoken form of the verb: rich content plus an optional audio clip. @public */
export const conjugationPronunciationSchema = fieldRecordSchema('pronunciation', {
  src: safeUrlSchema.optional(),
  contenttype: z.string().optional(),
});

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

/** The table of a conjugation: rows (`tr`) of conjugation cells, held in a field. @public */
export const conjugationTableSchema = fieldRecordSchema('table', {
  border: z.enum(['solid', 'hidden']).optional(),
  rowstyle: z.enum(['plain', 'alternating']).optional(),
  caption: captionSchema.optional(),
});

/** A verb conjugation table with its title, verb and pronunciation. @public */
export const conjugationElementSchema = elementSchema(CONJUGATION_KIND, {
  title: z.string().optional(),
  verb: z.string().optional(),
  pronunciation: conjugationPronunciationSchema.optional(),
  table: conjugationTableSchema.optional(),
});

/** @public */
export type ConjugationCellElement = z.infer<typeof tcElementSchema>;
/** @public */
export type ConjugationElement = z.infer<typeof conjugationElementSchema>;
