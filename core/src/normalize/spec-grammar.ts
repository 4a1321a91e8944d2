import type { ElementContribution } from '../extension/points/element.js';
import { ELEMENT_STRUCTURES } from '../model/element-structure.js';

/**
 * Element contributions carrying only the grammar of core's kinds. Tests and benchmarks use
 * them to normalise documents without loading the plugins; hosts use the plugins' own
 * contributions.
 * @public
 */
export function specGrammarContributions(): ElementContribution[] {
  return ELEMENT_STRUCTURES.map((structure) => ({ kind: structure.kind, structure }));
}
