/**
 * The fields of a conjugation and of its table's cells (spec authoring §3). The table and
 * the pronunciation are records held in fields, checked with the conjugation.
 */
import { captionSchema, elementSchema, fieldRecordSchema, richContentSchema, safeUrlSchema, spanSchema, z } from '@quire/plugin-sdk';
import { CONJUGATION_KIND, TC_KIND } from './conjugation-kinds.js';
import { MAX_CONJUGATION_ROWS, MAX_CONJUGATION_TEXT_LENGTH, MAX_PRONOUNS_LENGTH } from './conjugation-limits.js';

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
  pronouns: z.string().max(MAX_PRONOUNS_LENGTH, `A cell's pronouns are at most ${MAX_PRONOUNS_LENGTH} characters`).optional(),
  audioSrc: safeUrlSchema.optional(),
  audioType: z.string().optional(),
});

/** The table of a conjugation: rows (`tr`) of conjugation cells, held in a field. @public */
export const conjugationTableSchema = fieldRecordSchema('table', {
  children: richContentSchema.max(MAX_CONJUGATION_ROWS, `A conjugation table has at most ${MAX_CONJUGATION_ROWS} rows`),
  border: z.enum(['solid', 'hidden']).optional(),
  rowstyle: z.enum(['plain', 'alternating']).optional(),
  caption: captionSchema.optional(),
});

const textField = (name: string) => z.string().max(MAX_CONJUGATION_TEXT_LENGTH, `A conjugation's ${name} is at most ${MAX_CONJUGATION_TEXT_LENGTH} characters`);

/** A verb conjugation table with its title, verb and pronunciation. @public */
export const conjugationElementSchema = elementSchema(CONJUGATION_KIND, {
  title: textField('title').optional(),
  verb: textField('verb').optional(),
  pronunciation: conjugationPronunciationSchema.optional(),
  table: conjugationTableSchema.optional(),
});

/** @public */
export type ConjugationCellElement = z.infer<typeof tcElementSchema>;
/** @public */
export type ConjugationElement = z.infer<typeof conjugationElementSchema>;
