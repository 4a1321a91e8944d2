import type { ElementContribution } from '../extension/points/element.js';
import { ELEMENT_STRUCTURES } from '../model/element-structure.js';
import { repairTable } from './repair-table.js';

/**
 * Element contributions carrying only the spec's grammar (plus table repair), for every
 * kind. Tests and benchmarks use them to normalise documents of all kinds without loading
 * the plugins; hosts use the plugins' own contributions.
 * @public
 */
export function specGrammarContributions(): ElementContribution[] {
  return ELEMENT_STRUCTURES.map((structure) =>
    structure.kind === 'table'
      ? { kind: structure.kind, structure, normalize: (table, context) => repairTable(table, context.createId) }
      : { kind: structure.kind, structure },
  );
}
