import type { Element } from '@quire/plugin-sdk';
import { CELL_ALIGNMENTS, TABLE_BORDERS, TABLE_ROW_STYLES, type CellAlignment } from './table-kinds.js';

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/**
 * The CSS classes of a table: `table`, its border (`border-solid` by default,
 * `border-hidden`) and its row style (`rowstyle-plain` by default, `rowstyle-alternating`).
 * Unknown values fall back to the defaults, so they never reach the class list.
 * @public
 */
export function tableClassName(table: Element): string {
  const border = oneOf(TABLE_BORDERS, table.border, 'solid');
  const rowstyle = oneOf(TABLE_ROW_STYLES, table.rowstyle, 'plain');
  return `table border-${border} rowstyle-${rowstyle}`;
}

/** A span as a whole number above 1, or `undefined` for the default of 1. Legacy content may store "2". */
function span(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 1 ? n : undefined;
}

/** How a cell is laid out: the HTML attributes both views give it. @public */
export interface CellLayout {
  readonly colSpan?: number;
  readonly rowSpan?: number;
  readonly textAlign?: CellAlignment;
}

/** The layout of a th or td from its `colspan`, `rowspan` and `align` fields. @public */
export function cellLayout(cell: Element): CellLayout {
  const layout: { colSpan?: number; rowSpan?: number; textAlign?: CellAlignment } = {};
  const colSpan = span(cell.colspan);
  const rowSpan = span(cell.rowspan);
  if (colSpan !== undefined) layout.colSpan = colSpan;
  if (rowSpan !== undefined) layout.rowSpan = rowSpan;
  if (CELL_ALIGNMENTS.includes(cell.align as CellAlignment)) layout.textAlign = cell.align as CellAlignment;
  return layout;
}
