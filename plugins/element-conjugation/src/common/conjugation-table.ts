/**
 * Reading a conjugation's table: its rows (`tr`) and their cells (`tc`, and `th` headings;
 * a `td` from pasted or older content counts as a conjugation cell).
 */
import { isElement, isFieldRecord, type Descendant, type Element, type FieldRecord } from '@quire/plugin-sdk';
import { TC_KIND } from './conjugation-kinds.js';

/** The row kind, the table plugin's. @public */
export const ROW_KIND = 'tr';
/** A heading cell, the table plugin's. @public */
export const HEADING_CELL_KIND = 'th';
/** A data cell, which a conjugation table holds as a conjugation cell. @public */
export const DATA_CELL_KIND = 'td';

const CELL_KINDS: ReadonlySet<string> = new Set([TC_KIND, HEADING_CELL_KIND, DATA_CELL_KIND]);

/** Whether a node is a cell of a conjugation table. @public */
export function isCell(node: Descendant): node is Element {
  return isElement(node) && CELL_KINDS.has(node.type);
}

/** The conjugation's table record, if it has one. @public */
export function conjugationTable(conjugation: Element): FieldRecord | undefined {
  return isFieldRecord(conjugation.table) ? conjugation.table : undefined;
}

/** The rows of a table record, each with its cells. @public */
export function tableRows(table: FieldRecord | undefined): readonly { readonly row: Element; readonly cells: readonly Element[] }[] {
  if (!table) return [];
  return table.children.filter((node): node is Element => isElement(node) && node.type === ROW_KIND).map((row) => ({ row, cells: row.children.filter(isCell) }));
}

/** How many cells the longest row has: the columns the editor shows. @public */
export function columnCount(table: FieldRecord | undefined): number {
  return tableRows(table).reduce((widest, { cells }) => Math.max(widest, cells.length), 0);
}

/** A span read from content: a whole number of at least 1, or 1. @public */
export function span(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 1;
}

/**
 * How many columns each row fills, counting its cells' colspans and the cells of rows above
 * that reach down into it through rowspan.
 * @public
 */
export function rowWidths(rows: readonly (readonly Element[])[]): number[] {
  let carry: number[] = [];
  return rows.map((cells) => {
    const next: number[] = [];
    let width = 0;
    carry.forEach((left, column) => {
      if (left > 0) {
        next[column] = left - 1;
        width++;
      }
    });
    let column = 0;
    for (const cell of cells) {
      while (carry[column] > 0) column++;
      const columns = span(cell.colspan);
      const down = span(cell.rowspan) - 1;
      for (let k = column; k < column + columns; k++) next[k] = Math.max(next[k] ?? 0, down);
      column += columns;
      width += columns;
    }
    carry = next;
    return width;
  });
}
