import { isElement, type Element } from '@quire/plugin-sdk';

/** Where a cell sits in the content: its row's index in the table and its index in that row. @public */
export interface CellPosition {
  readonly row: number;
  readonly cell: number;
}

/**
 * The visual grid of a table: which cell covers each slot once colspan and rowspan are
 * counted, and the column each cell starts at.
 * @public
 */
export interface TableGrid {
  /** `slots[row][column]`, `undefined` for a hole in a ragged table. */
  readonly slots: readonly (readonly (CellPosition | undefined)[])[];
  /** `columns[row][cell]`: the first column of each cell. */
  readonly columns: readonly (readonly number[])[];
  readonly width: number;
}

/** A span as a whole number of at least 1; legacy content may store "2". @public */
export function spanValue(value: unknown): number {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 1 ? n : 1;
}

/** The rows of a table (its `tr` children). @public */
export function tableRows(table: Element): Element[] {
  return table.children.filter((child): child is Element => isElement(child) && child.type === 'tr');
}

/** The cells of a row. @public */
export function rowCells(row: Element): Element[] {
  return row.children.filter(isElement);
}

/** Builds the grid of a table; a rowspan reaching past the last row stops there, as in HTML. @public */
export function tableGrid(table: Element): TableGrid {
  const rows = tableRows(table);
  const slots: (CellPosition | undefined)[][] = rows.map(() => []);
  const columns: number[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let column = 0;
    rowCells(row).forEach((cell, i) => {
      while (slots[r][column] !== undefined) column++;
      columns[r][i] = column;
      const lastRow = Math.min(r + spanValue(cell.rowspan), rows.length);
      for (let rr = r; rr < lastRow; rr++) {
        for (let c = column; c < column + spanValue(cell.colspan); c++) slots[rr][c] = { row: r, cell: i };
      }
      column += spanValue(cell.colspan);
    });
  });
  return { slots, columns, width: Math.max(0, ...slots.map((row) => row.length)) };
}

/** True when two positions name the same cell. @public */
export function sameCell(a: CellPosition | undefined, b: CellPosition | undefined): boolean {
  return a !== undefined && b !== undefined && a.row === b.row && a.cell === b.cell;
}
