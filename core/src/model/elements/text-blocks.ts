/** Text block kinds (spec authoring §3): paragraph, headings h1-h6 and blockquote. */
import type { z } from 'zod';
import { elementSchema } from './element-schema.js';

/** @public */
export const PARAGRAPH_KIND = 'p';
/** @public */
export const H1_KIND = 'h1';
/** @public */
export const H2_KIND = 'h2';
/** @public */
export const H3_KIND = 'h3';
/** @public */
export const H4_KIND = 'h4';
/** @public */
export const H5_KIND = 'h5';
/** @public */
export const H6_KIND = 'h6';
/** @public */
export const BLOCKQUOTE_KIND = 'blockquote';

/** The six heading kinds, in level order. @public */
export const HEADING_KINDS = [H1_KIND, H2_KIND, H3_KIND, H4_KIND, H5_KIND, H6_KIND] as const;

/** A paragraph (`p`): inline content, no fields of its own. @public */
export const paragraphElementSchema = elementSchema(PARAGRAPH_KIND, {});
/** A level-1 heading. @public */
export const h1ElementSchema = elementSchema(H1_KIND, {});
/** A level-2 heading. @public */
export const h2ElementSchema = elementSchema(H2_KIND, {});
/** A level-3 heading. @public */
export const h3ElementSchema = elementSchema(H3_KIND, {});
/** A level-4 heading. @public */
export const h4ElementSchema = elementSchema(H4_KIND, {});
/** A level-5 heading. @public */
export const h5ElementSchema = elementSchema(H5_KIND, {});
/** A level-6 heading. @public */
export const h6ElementSchema = elementSchema(H6_KIND, {});
/** A quotation holding blocks. @public */
export const blockquoteElementSchema = elementSchema(BLOCKQUOTE_KIND, {});

/** @public */
export type ParagraphElement = z.infer<typeof paragraphElementSchema>;
/** Any heading, h1 to h6. @public */
export type HeadingElement =
  | z.infer<typeof h1ElementSchema>
  | z.infer<typeof h2ElementSchema>
  | z.infer<typeof h3ElementSchema>
  | z.infer<typeof h4ElementSchema>
  | z.infer<typeof h5ElementSchema>
  | z.infer<typeof h6ElementSchema>;
/** @public */
export type BlockquoteElement = z.infer<typeof blockquoteElementSchema>;
