/**
 * The fields of a glossary definition (spec authoring §3). Its meanings, translations and
 * pronunciation are records held in fields, checked with the definition.
 */
import { elementSchema, fieldRecordSchema, safeUrlSchema, z } from '@quire/plugin-sdk';
import { DEFINITION_KIND } from './definition-kinds.js';
import { MAX_DEFINITION_ENTRIES, MAX_TERM_LENGTH } from './definition-limits.js';

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
  term: z.string().max(MAX_TERM_LENGTH, `A term is at most ${MAX_TERM_LENGTH} characters`).optional(),
  meanings: z.array(meaningSchema).max(MAX_DEFINITION_ENTRIES, `A definition has at most ${MAX_DEFINITION_ENTRIES} meanings`).optional(),
  translations: z.array(translationSchema).max(MAX_DEFINITION_ENTRIES, `A definition has at most ${MAX_DEFINITION_ENTRIES} translations`).optional(),
  pronunciation: definitionPronunciationSchema.optional(),
});

/** @public */
export type Meaning = z.infer<typeof meaningSchema>;
/** @public */
export type Translation = z.infer<typeof translationSchema>;
/** @public */
export type DefinitionElement = z.infer<typeof definitionElementSchema>;
