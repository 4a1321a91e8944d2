import type { ElementContribution } from '../../extension/points/element.js';
import type { ElementStructure } from '../../model/element-structure.js';

/** The list kinds, for the engine's tests. */
export const LIST_GRAMMAR_KINDS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'] as const;

/**
 * The grammar of lists (as the list plugin gives it), for the engine's tests: containers
 * that hold only listed kinds, and items that live only in them.
 */
export function listGrammar(): ElementContribution[] {
  const structures: ElementStructure[] = [
    { kind: 'ul', display: 'block', content: { type: 'children', allowed: ['li'], wrapIn: 'li' } },
    { kind: 'ol', display: 'block', content: { type: 'children', allowed: ['li'], wrapIn: 'li' } },
    { kind: 'li', display: 'block', content: { type: 'blocks' }, parents: ['ul', 'ol'], orphan: { wrapIn: 'ul' } },
    { kind: 'dl', display: 'block', content: { type: 'children', allowed: ['dt', 'dd'], wrapIn: 'dd' } },
    { kind: 'dt', display: 'block', content: { type: 'inline' }, parents: ['dl'], orphan: { wrapIn: 'dl' } },
    { kind: 'dd', display: 'block', content: { type: 'inline' }, parents: ['dl'], orphan: { wrapIn: 'dl' } },
  ];
  return structures.map((structure) => ({ kind: structure.kind, structure }));
}
