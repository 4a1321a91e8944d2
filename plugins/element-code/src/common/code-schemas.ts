/** The fields of code blocks (spec authoring §3); children are walked separately. */
import { captionSchema, elementSchema, z } from '@quire/plugin-sdk';
import { CODE_LANGUAGES } from './code-languages.js';
import { CODE_KIND, CODE_LINE_KIND } from './code-kinds.js';
import { CODE_MAX_LENGTH } from './code-limits.js';

/**
 * A code block. Current content keeps the source in `code`; legacy content keeps it in
 * `code_line` children, so `code` is optional. The source is capped at
 * {@link CODE_MAX_LENGTH} characters.
 * @public
 */
export const codeElementSchema = elementSchema(CODE_KIND, {
  code: z.string().max(CODE_MAX_LENGTH).optional(),
  language: z.enum(CODE_LANGUAGES).optional(),
  caption: captionSchema.optional(),
});

/** One line of a legacy code block: plain text. @public */
export const codeLineElementSchema = elementSchema(CODE_LINE_KIND, {});

/** @public */
export type CodeElement = z.infer<typeof codeElementSchema>;
/** @public */
export type CodeLineElement = z.infer<typeof codeLineElementSchema>;
