/**
 * The fields of a glossary definition (spec authoring §3). Its meanings, translations and
 * pronunciation are records held in fields, checked with the definition.
 */
import { elementSchema, fieldRecordSchema, safeUrlSchema, z } from '@quire/plugin-sdk';
import { DEFINITION_KIND } from './definition-kinds.js';

/** The spoken form of the term: rich content plus an optional audio clip. @public */
export const definitionPronunciationSchema = fieldRecordSchema('pronunciation', {
  src: safeUrlSchema.optional(),
  contenttype: z.string().optional(),
});

/** One meaning of a definition. @public */
export const meaningSchema = fieldRecordSchema('meaning', {});

/** One translation of a defined term. @public */
export const translationSchema = fieldRecordSchema('translation', {});

/** A glossary definition of a term. @public */
export const definitionElementSchema = elementSchema(DEFINITION_KIND, {
  term: z.string().optional(),
  meanings: z.array(meaningSchema).optional(),
  translations: z.array(translationSchema).optional(),
  pronunciation: definitionPronunciationSchema.optional(),
});

/** @public */
export type Meaning = z.infer<typeof meaningSchema>;
/** @public */
export type Translation = z.infer<typeof translationSchema>;
/** @public */
export type DefinitionElement = z.infer<typeof definitionElementSchema>;
