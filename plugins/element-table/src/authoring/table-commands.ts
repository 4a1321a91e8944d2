import { Editor, Element as SlateElement, Node, Path, Transforms } from 'slate';
import type { Element } from '@quire/plugin-sdk';
import type { CellAlignment } from '../common/table-kinds.js';
import { rowCells, tableGrid, tableRows, type CellPosition } from '../common/table-grid.js';

/** A cell of the editor's document: its table's path and its place in the table. @public */
export interface CellLocation {
  readonly tablePath: Path;
  readonly position: CellPosition;
}

/** Where the cell at `cellPath` (table > tr > cell) sits. @public */
export function cellLocation(cellPath: Path): CellLocation {
  return { tablePath: cellPath.slice(0, -2), position: { row: cellPath[cellPath.length - 2], cell: cellPath[cellPath.length - 1] } };
}

/** The table element at `path`. @public */
export function tableAt(editor: Editor, path: Path): Element {
  return Node.get(editor, path) as SlateElement as Element;
}

function emptyParagraph(createId: () => string): SlateElement {
  return { type: 'p', id: createId(), children: [{ text: '' }] };
}

/** Removes the table and leaves an empty paragraph with the cursor in its place. @public */
export function replaceTableWithParagraph(editor: Editor, tablePath: Path, createId: () => string): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.removeNodes(editor, { at: tablePath });
    Transforms.insertNodes(editor, emptyParagraph(createId), { at: tablePath, select: true });
  });
}

/**
 * Puts the result of a table operation in place of the table, or a paragraph when no
 * table is left, and puts the cursor back in the cell it was in (or the nearest one when
 * that cell is gone), so the author can go on with the menu.
 * @public
 */
export function replaceTable(editor: Editor, location: CellLocation, next: Element | undefined, createId: () => string): void {
  if (next === undefined) {
    replaceTableWithParagraph(editor, location.tablePath, createId);
    return;
  }
  const before = tableAt(editor, location.tablePath);
  const beforeGrid = tableGrid(before);
  const { row, cell } = location.position;
  const cellId = rowCells(tableRows(before)[row])[cell].id;
  const column = beforeGrid.columns[row][cell];
  Editor.withoutNormalizing(editor, () => {
    Transforms.removeNodes(editor, { at: location.tablePath });
    Transforms.insertNodes(editor, next as SlateElement, { at: location.tablePath });
    const focus = cellPositionById(next, cellId) ?? nearestCell(next, row, column);
    Transforms.select(editor, Editor.start(editor, [...location.tablePath, focus.row, focus.cell]));
  });
}

function cellPositionById(table: Element, id: string | undefined): CellPosition | undefined {
  if (id === undefined) return undefined;
  for (const [r, row] of tableRows(table).entries()) {
    const i = rowCells(row).findIndex((c) => c.id === id);
    if (i >= 0) return { row: r, cell: i };
  }
  return undefined;
}

function nearestCell(table: Element, row: number, column: number): CellPosition {
  const { slots } = tableGrid(table);
  const slotRow = slots[Math.min(row, slots.length - 1)];
  return slotRow[Math.min(column, slotRow.length - 1)] ?? slotRow.find((s) => s !== undefined) ?? { row: 0, cell: 0 };
}

/** Turns a data cell into a header cell and back. @public */
export function toggleHeaderCell(editor: Editor, cellPath: Path): void {
  const cell = Node.get(editor, cellPath) as SlateElement;
  Transforms.setNodes(editor, { type: cell.type === 'th' ? 'td' : 'th' }, { at: cellPath });
}

/** Sets a field of the table holding the cell (`border`, `rowstyle`). @public */
export function setTableField(editor: Editor, cellPath: Path, field: 'border' | 'rowstyle', value: string): void {
  Transforms.setNodes(editor, { [field]: value }, { at: cellLocation(cellPath).tablePath });
}

/** Aligns the cell's text. @public */
export function setCellAlignment(editor: Editor, cellPath: Path, align: CellAlignment): void {
  Transforms.setNodes(editor, { align }, { at: cellPath });
}
