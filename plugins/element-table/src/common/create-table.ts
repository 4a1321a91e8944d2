import type { Element } from '@quire/plugin-sdk';

/**
 * A table of empty data cells, each holding one empty text, every node with a fresh id.
 * Already in normal form, so inserting it changes nothing else.
 * @public
 */
export function createTable(rows: number, columns: number, createId: () => string): Element {
  const table: Element = { type: 'table', id: createId(), children: [] };
  for (let r = 0; r < rows; r++) {
    const row: Element = { type: 'tr', id: createId(), children: [] };
    for (let c = 0; c < columns; c++) row.children.push({ type: 'td', id: createId(), children: [{ text: '' }] });
    table.children.push(row);
  }
  return table;
}
