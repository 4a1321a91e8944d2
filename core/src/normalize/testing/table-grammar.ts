import type { ElementContribution } from '../../extension/points/element.js';
import type { ElementStructure } from '../../model/element-structure.js';

const cell = (kind: string): ElementStructure => ({
  kind,
  display: 'block',
  content: { type: 'inline-or-blocks' },
  parents: ['tr'],
  orphan: { wrapIn: 'tr' },
});

/**
 * The grammar of tables (as the table plugin gives it, without its repair rule), for the
 * engine's tests: tables, rows and cells exercise every structural rule the engine has.
 */
export function tableGrammar(): ElementContribution[] {
  const structures: ElementStructure[] = [
    { kind: 'table', display: 'block', content: { type: 'children', allowed: ['tr'], wrapIn: 'tr' }, spacedBlock: true },
    { kind: 'tr', display: 'block', content: { type: 'children', allowed: ['th', 'td', 'tc'], wrapIn: 'td' }, parents: ['table'], orphan: { wrapIn: 'table' } },
    cell('th'),
    cell('td'),
  ];
  return structures.map((structure) => ({ kind: structure.kind, structure }));
}
