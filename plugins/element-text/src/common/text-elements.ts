import { defineElement, type ElementContribution, type ElementStructure } from '@quire/plugin-sdk';
import { BLOCKQUOTE_KIND, HEADING_KINDS, PARAGRAPH_KIND } from './text-kinds.js';
import { blockquoteElementSchema, HEADING_SCHEMAS, paragraphElementSchema } from './text-schemas.js';

/*
 * Paragraphs and headings hold inline content; a quote holds blocks and is a spaced block
 * (two quotes in a row get a paragraph between them). None needs a repair rule of its own:
 * the engine's structural rules are enough.
 */

function textBlockStructure(kind: string, traits: Pick<ElementStructure, 'defaultTextBlock'> = {}): ElementStructure {
  return { kind, display: 'block', content: { type: 'inline' }, documentEdge: true, ...traits };
}

/** The default text block; a document may start and end with it (spec authoring §5). @public */
export const paragraphElement: ElementContribution = defineElement({
  kind: PARAGRAPH_KIND,
  structure: textBlockStructure(PARAGRAPH_KIND, { defaultTextBlock: true }),
  schema: paragraphElementSchema,
});

/** h1 to h6, in level order; a document may start and end with a heading. @public */
export const headingElements: readonly ElementContribution[] = HEADING_KINDS.map((kind, level) =>
  defineElement({ kind, structure: textBlockStructure(kind), schema: HEADING_SCHEMAS[level] }),
);

/** @public */
export const blockquoteElement: ElementContribution = defineElement({
  kind: BLOCKQUOTE_KIND,
  structure: { kind: BLOCKQUOTE_KIND, display: 'block', content: { type: 'blocks' }, spacedBlock: true },
  schema: blockquoteElementSchema,
});
