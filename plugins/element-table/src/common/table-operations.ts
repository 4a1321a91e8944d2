import type { Element } from '@quire/plugin-sdk';
import { mergedCellContent } from './merged-cell-content.js';
import { rowCells, sameCell, spanValue, tableGrid, tableRows, type CellPosition, type TableGrid } from './table-grid.js';

/*
 * The structural commands of the table cell menu (spec authoring §2), as pure functions:
 * each takes a table and the position of the cell the menu was opened in and returns the
 * new table (or `undefined` when no table is left). Spans are kept consistent: a cell
 * reaching across an inserted row or column grows instead of getting a neighbour.
 */

/** Which side of the cell a row or column goes. @public */
export type InsertSide = 'before' | 'after';

// A table being changed: its row elements and, for each row, its cells.
interface Draft {
  readonly table: Element;
  readonly rows: Element[];
  readonly cells: Element[][];
}

function draftOf(table: Element): Draft {
  const rows = tableRows(table);
  return { table, rows, cells: rows.map(rowCells) };
}

function build(draft: Draft): Element {
  return { ...draft.table, children: draft.rows.map((row, r) => ({ ...row, children: draft.cells[r] })) };
}

/** The cell with these spans; a span of 1 is left out, as the schema's default. */
function withSpans(cell: Element, colspan: number, rowspan: number): Element {
  const next: Element = { ...cell };
  delete next.colspan;
  delete next.rowspan;
  if (colspan > 1) next.colspan = colspan;
  if (rowspan > 1) next.rowspan = rowspan;
  return next;
}

function emptyCell(kind: string, createId: () => string): Element {
  return { type: kind, id: createId(), children: [{ text: '' }] };
}

function cellAt(draft: Draft, at: CellPosition): Element {
  return draft.cells[at.row][at.cell];
}

// A header row stays one when it gets a cell, and so does a header column.
function isHeaderRow(cells: readonly Element[]): boolean {
  return cells.length > 0 && cells.every((cell) => cell.type === 'th');
}

function isHeaderColumn(grid: TableGrid, draft: Draft, column: number): boolean {
  return grid.slots.every((row) => {
    const at = row[column];
    return at !== undefined && cellAt(draft, at).type === 'th';
  });
}

// Rows left without cells (every slot covered from above) go, and the cells reaching
// through them shrink, so no span points past what is drawn.
function dropEmptyRows(draft: Draft): void {
  for (let empty = draft.rows.length - 1; empty >= 0; empty--) {
    if (draft.cells[empty].length > 0) continue;
    for (let r = 0; r < empty; r++) {
      draft.cells[r] = draft.cells[r].map((cell) =>
        r + spanValue(cell.rowspan) - 1 >= empty ? withSpans(cell, spanValue(cell.colspan), spanValue(cell.rowspan) - 1) : cell,
      );
    }
    draft.rows.splice(empty, 1);
    draft.cells.splice(empty, 1);
  }
}

/** Inserts an empty row above the cell, or below the last row it spans. @public */
export function insertRow(table: Element, at: CellPosition, side: InsertSide, createId: () => string): Element {
  const grid = tableGrid(table);
  const draft = draftOf(table);
  const boundary = side === 'before' ? at.row : Math.min(at.row + spanValue(cellAt(draft, at).rowspan), draft.rows.length);
  const row: Element = { type: 'tr', id: createId(), children: [] };
  const cells: Element[] = [];
  const grown: CellPosition[] = [];
  for (let column = 0; column < grid.width; column++) {
    const above = grid.slots[boundary - 1]?.[column];
    if (sameCell(above, grid.slots[boundary]?.[column])) {
      if (!grown.some((g) => sameCell(g, above))) {
        const cell = cellAt(draft, above!);
        draft.cells[above!.row][above!.cell] = withSpans(cell, spanValue(cell.colspan), spanValue(cell.rowspan) + 1);
        grown.push(above!);
      }
      continue;
    }
    cells.push(emptyCell(isHeaderColumn(grid, draft, column) ? 'th' : 'td', createId));
  }
  draft.rows.splice(boundary, 0, row);
  draft.cells.splice(boundary, 0, cells);
  return build(draft);
}

/** Inserts an empty column left of the cell, or right of the last column it spans. @public */
export function insertColumn(table: Element, at: CellPosition, side: InsertSide, createId: () => string): Element {
  const grid = tableGrid(table);
  const draft = draftOf(table);
  const first = grid.columns[at.row][at.cell];
  const boundary = side === 'before' ? first : first + spanValue(cellAt(draft, at).colspan);
  const grown: CellPosition[] = [];
  draft.cells.forEach((cells, r) => {
    const left = boundary > 0 ? grid.slots[r][boundary - 1] : undefined;
    if (sameCell(left, grid.slots[r][boundary])) {
      if (!grown.some((g) => sameCell(g, left))) {
        const cell = cellAt(draft, left!);
        draft.cells[left!.row][left!.cell] = withSpans(cell, spanValue(cell.colspan) + 1, spanValue(cell.rowspan));
        grown.push(left!);
      }
      return;
    }
    const index = grid.columns[r].filter((column) => column < boundary).length;
    cells.splice(index, 0, emptyCell(isHeaderRow(cells) ? 'th' : 'td', createId));
  });
  return build(draft);
}

/** The cell right of this one when the two can merge: it starts in the same row and spans as many rows. @public */
export function mergeRightPartner(table: Element, at: CellPosition): CellPosition | undefined {
  const grid = tableGrid(table);
  const cell = rowCells(tableRows(table)[at.row])[at.cell];
  const right = grid.slots[at.row][grid.columns[at.row][at.cell] + spanValue(cell.colspan)];
  if (!right || right.row !== at.row) return undefined;
  const other = rowCells(tableRows(table)[right.row])[right.cell];
  return spanValue(other.rowspan) === spanValue(cell.rowspan) ? right : undefined;
}

/** The cell below this one when the two can merge: it starts in the same column and spans as many columns. @public */
export function mergeDownPartner(table: Element, at: CellPosition): CellPosition | undefined {
  const grid = tableGrid(table);
  const rows = tableRows(table);
  const cell = rowCells(rows[at.row])[at.cell];
  const column = grid.columns[at.row][at.cell];
  const below = grid.slots[at.row + spanValue(cell.rowspan)]?.[column];
  if (!below || below.row !== at.row + spanValue(cell.rowspan) || grid.columns[below.row][below.cell] !== column) return undefined;
  const other = rowCells(rows[below.row])[below.cell];
  return spanValue(other.colspan) === spanValue(cell.colspan) ? below : undefined;
}

/** Merges the cell with the one on its right: their spans add up and their content is joined. @public */
export function mergeRight(table: Element, at: CellPosition, createId: () => string): Element {
  const partner = mergeRightPartner(table, at);
  if (!partner) return table;
  const draft = draftOf(table);
  const cell = cellAt(draft, at);
  const other = cellAt(draft, partner);
  const merged = withSpans(
    { ...cell, children: mergedCellContent(cell, other, createId) },
    spanValue(cell.colspan) + spanValue(other.colspan),
    spanValue(cell.rowspan),
  );
  draft.cells[at.row].splice(at.cell, 2, merged);
  return build(draft);
}

/** Merges the cell with the one below it: their spans add up and their content is joined. @public */
export function mergeDown(table: Element, at: CellPosition, createId: () => string): Element {
  const partner = mergeDownPartner(table, at);
  if (!partner) return table;
  const draft = draftOf(table);
  const cell = cellAt(draft, at);
  const other = cellAt(draft, partner);
  draft.cells[at.row][at.cell] = withSpans(
    { ...cell, children: mergedCellContent(cell, other, createId) },
    spanValue(cell.colspan),
    spanValue(cell.rowspan) + spanValue(other.rowspan),
  );
  draft.cells[partner.row].splice(partner.cell, 1);
  dropEmptyRows(draft);
  return build(draft);
}

/** True when the cell spans more than one slot. @public */
export function canSplitCell(table: Element, at: CellPosition): boolean {
  const cell = rowCells(tableRows(table)[at.row])[at.cell];
  return spanValue(cell.colspan) > 1 || spanValue(cell.rowspan) > 1;
}

/** Splits a merged cell back into single cells; its content stays in the first one. @public */
export function splitCell(table: Element, at: CellPosition, createId: () => string): Element {
  if (!canSplitCell(table, at)) return table;
  const grid = tableGrid(table);
  const draft = draftOf(table);
  const cell = cellAt(draft, at);
  const colspan = spanValue(cell.colspan);
  const rowspan = Math.min(spanValue(cell.rowspan), draft.rows.length - at.row);
  const column = grid.columns[at.row][at.cell];
  const fill = (count: number) => Array.from({ length: count }, () => emptyCell(cell.type, createId));
  draft.cells[at.row].splice(at.cell, 1, withSpans(cell, 1, 1), ...fill(colspan - 1));
  for (let r = at.row + 1; r < at.row + rowspan; r++) {
    draft.cells[r].splice(grid.columns[r].filter((c) => c < column).length, 0, ...fill(colspan));
  }
  return build(draft);
}

/**
 * Deletes the cell's row. Cells reaching into it from above shrink; cells of the row
 * reaching below move down a row, so their content stays. The last row takes the table.
 * @public
 */
export function deleteRow(table: Element, at: CellPosition): Element | undefined {
  const grid = tableGrid(table);
  const draft = draftOf(table);
  if (draft.rows.length <= 1) return undefined;
  const r = at.row;
  for (let above = 0; above < r; above++) {
    draft.cells[above] = draft.cells[above].map((cell) =>
      above + spanValue(cell.rowspan) - 1 >= r ? withSpans(cell, spanValue(cell.colspan), spanValue(cell.rowspan) - 1) : cell,
    );
  }
  if (r + 1 < draft.rows.length) {
    const placed = (row: number) => draft.cells[row].map((cell, i) => ({ cell, column: grid.columns[row][i] }));
    const movedDown = placed(r)
      .filter(({ cell }) => spanValue(cell.rowspan) > 1)
      .map(({ cell, column }) => ({ cell: withSpans(cell, spanValue(cell.colspan), spanValue(cell.rowspan) - 1), column }));
    draft.cells[r + 1] = [...placed(r + 1), ...movedDown].sort((a, b) => a.column - b.column).map(({ cell }) => cell);
  }
  draft.rows.splice(r, 1);
  draft.cells.splice(r, 1);
  return build(draft);
}

/**
 * Deletes the column the cell starts in. A cell spanning more columns gets narrower; a row
 * left empty goes. The last column takes the table.
 * @public
 */
export function deleteColumn(table: Element, at: CellPosition): Element | undefined {
  const grid = tableGrid(table);
  if (grid.width <= 1) return undefined;
  const draft = draftOf(table);
  const column = grid.columns[at.row][at.cell];
  const seen: CellPosition[] = [];
  const removed: CellPosition[] = [];
  for (const row of grid.slots) {
    const covering = row[column];
    if (!covering || seen.some((s) => sameCell(s, covering))) continue;
    seen.push(covering);
    const cell = cellAt(draft, covering);
    const colspan = spanValue(cell.colspan);
    if (colspan > 1) draft.cells[covering.row][covering.cell] = withSpans(cell, colspan - 1, spanValue(cell.rowspan));
    else removed.push(covering);
  }
  // A column slot of a row is covered by one cell, so each row loses at most one cell.
  for (const at of removed) draft.cells[at.row].splice(at.cell, 1);
  dropEmptyRows(draft);
  return draft.rows.length === 0 ? undefined : build(draft);
}
