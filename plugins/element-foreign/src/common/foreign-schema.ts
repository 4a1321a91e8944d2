/** The fields of foreign-language text (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { FOREIGN_KIND } from './foreign-kinds.js';

/**
 * Text in another language. An empty or missing `lang` means the project's default
 * foreign language.
 * @public
 */
export const foreignElementSchema = elementSchema(FOREIGN_KIND, { lang: z.string().optional() });

/** @public */
export type ForeignElement = z.infer<typeof foreignElementSchema>;
