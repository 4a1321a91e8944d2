import type { ElementContribution } from '../../extension/points/element.js';
import type { ElementStructure } from '../../model/element-structure.js';

/** The text block kinds, for the engine's tests; `p` is the default text block. */
export const TEXT_GRAMMAR_KINDS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'] as const;

/**
 * The grammar of paragraphs, headings and quotes (as the text plugin gives it), for the
 * engine's tests: the paragraph the engine wraps inline runs in, the headings a document
 * may start and end with, and a spaced block that holds blocks.
 */
export function textGrammar(): ElementContribution[] {
  const structures: ElementStructure[] = [
    ...TEXT_GRAMMAR_KINDS.filter((kind) => kind !== 'blockquote').map(
      (kind): ElementStructure => ({ kind, display: 'block', content: { type: 'inline' }, documentEdge: true, defaultTextBlock: kind === 'p' }),
    ),
    { kind: 'blockquote', display: 'block', content: { type: 'blocks' }, spacedBlock: true },
  ];
  return structures.map((structure) => ({ kind: structure.kind, structure }));
}
