/** The fields of foreign-language text (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { FOREIGN_KIND } from './foreign-kinds.js';

/**
 * The longest `lang` stored, in characters: the buffer RFC 5646 §4.4.1 asks language-tag
 * processors to allow, far above any two-letter code.
 * @public
 */
export const MAX_LANG_LENGTH = 35;

/**
 * Text in another language. An empty or missing `lang` means the project's default
 * language. A value that names no language of the picker is kept as stored (legacy content
 * may hold one) but drawn without a language.
 * @public
 */
export const foreignElementSchema = elementSchema(FOREIGN_KIND, {
  lang: z.string().max(MAX_LANG_LENGTH, { error: `A language code may be at most ${MAX_LANG_LENGTH} characters long.` }).optional(),
});

/** @public */
export type ForeignElement = z.infer<typeof foreignElementSchema>;
