/** The fields of paragraphs, headings and quotes (spec authoring §3): none beyond the element's own. */
import { elementSchema, type z } from '@quire/plugin-sdk';
import { BLOCKQUOTE_KIND, HEADING_KINDS, PARAGRAPH_KIND } from './text-kinds.js';

/** A paragraph (`p`): inline content, no fields of its own. @public */
export const paragraphElementSchema = elementSchema(PARAGRAPH_KIND, {});
/** A level-1 heading. @public */
export const h1ElementSchema = elementSchema(HEADING_KINDS[0], {});
/** A level-2 heading. @public */
export const h2ElementSchema = elementSchema(HEADING_KINDS[1], {});
/** A level-3 heading. @public */
export const h3ElementSchema = elementSchema(HEADING_KINDS[2], {});
/** A level-4 heading. @public */
export const h4ElementSchema = elementSchema(HEADING_KINDS[3], {});
/** A level-5 heading. @public */
export const h5ElementSchema = elementSchema(HEADING_KINDS[4], {});
/** A level-6 heading. @public */
export const h6ElementSchema = elementSchema(HEADING_KINDS[5], {});
/** A quotation holding blocks. @public */
export const blockquoteElementSchema = elementSchema(BLOCKQUOTE_KIND, {});

/** The heading schemas, in level order. @public */
export const HEADING_SCHEMAS = [h1ElementSchema, h2ElementSchema, h3ElementSchema, h4ElementSchema, h5ElementSchema, h6ElementSchema] as const;

/** @public */
export type ParagraphElement = z.infer<typeof paragraphElementSchema>;
/** Any heading, h1 to h6. @public */
export type HeadingElement = z.infer<(typeof HEADING_SCHEMAS)[number]>;
/** @public */
export type BlockquoteElement = z.infer<typeof blockquoteElementSchema>;
