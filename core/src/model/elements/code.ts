/** Code kinds (spec authoring §3): code, code_line and ecl (a runnable code block). */
import { z } from 'zod';
import { codeLanguages } from '../../util/code-languages.js';
import { captionSchema, elementSchema } from './element-schema.js';

/** @public */
export const CODE_KIND = 'code';
/** @public */
export const CODE_LINE_KIND = 'code_line';
/** @public */
export const ECL_KIND = 'ecl';

/**
 * The languages a code block may declare, exactly as the spec spells them. The list is
 * owned by `util/code-languages.ts` (the language picker's order); re-exported here
 * under the model's naming.
 * @public
 */
export const CODE_LANGUAGES: typeof codeLanguages = codeLanguages;

/**
 * A code block. Current content keeps the source in `code`; legacy content keeps it in
 * `code_line` children, so `code` is optional.
 * @public
 */
export const codeElementSchema = elementSchema(CODE_KIND, {
  code: z.string().optional(),
  language: z.enum(CODE_LANGUAGES).optional(),
  caption: captionSchema.optional(),
});

/** One line of a legacy code block: plain text. @public */
export const codeLineElementSchema = elementSchema(CODE_LINE_KIND, {});

/** A run-code block: the author's starting code for the student. @public */
export const eclElementSchema = elementSchema(ECL_KIND, { code: z.string().optional() });

/** @public */
export type CodeElement = z.infer<typeof codeElementSchema>;
/** @public */
export type CodeLineElement = z.infer<typeof codeLineElementSchema>;
/** @public */
export type EclElement = z.infer<typeof eclElementSchema>;
