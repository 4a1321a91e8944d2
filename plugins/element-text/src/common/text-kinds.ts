/** The element kinds this plugin contributes (spec authoring §3: text blocks). */

/** A paragraph. @public */
export const PARAGRAPH_KIND = 'p';
/** A quotation holding blocks. @public */
export const BLOCKQUOTE_KIND = 'blockquote';
/** The six heading kinds, in level order. @public */
export const HEADING_KINDS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
/** @public */
export type HeadingKind = (typeof HEADING_KINDS)[number];

/** Every kind of this plugin: paragraph, headings, blockquote. @public */
export const TEXT_KINDS = [PARAGRAPH_KIND, ...HEADING_KINDS, BLOCKQUOTE_KIND] as const;
/** @public */
export type TextKind = (typeof TEXT_KINDS)[number];
