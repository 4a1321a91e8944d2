import type { Descendant, Element } from '@quire/plugin-sdk';

/** A table wider than this is left alone rather than padded (spec authoring §5). @public */
export const MAX_REPAIRED_TABLE_COLUMNS = 1000;

const CELL_KINDS = new Set(['td', 'th', 'tc']);

function span(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * How many columns each row fills, counting its cells' colspans and the cells of rows above
 * that reach down into it through rowspan.
 * @public
 */
export function rowWidths(rows: readonly Element[]): number[] {
  let carry: number[] = [];
  const widths: number[] = [];
  for (const row of rows) {
    const cells = (row.children ?? []).filter((c) => CELL_KINDS.has((c as Element).type)) as Element[];
    const next: number[] = [];
    let carried = 0;
    for (let c = 0; c < carry.length; c++) {
      if (carry[c] > 0) {
        carried++;
        next[c] = carry[c] - 1;
      }
    }
    let col = 0;
    let filled = 0;
    for (const cell of cells) {
      while (carry[col] > 0) col++;
      const cols = span(cell.colspan);
      const down = span(cell.rowspan) - 1;
      for (let k = col; k < col + cols; k++) next[k] = Math.max(next[k] ?? 0, down);
      col += cols;
      filled += cols;
    }
    widths.push(carried + filled);
    carry = next;
  }
  return widths;
}

/**
 * Pads short rows with empty cells up to the widest row, counting colspan and rowspan, so
 * every row of the grid is whole. Returns `undefined` when nothing needs padding or the
 * table is over the column limit.
 * @public
 */
export function repairTable(table: Element, createId: () => string): Element | undefined {
  if (isRectangularWithoutRowspans(table)) return undefined;
  const rows = (table.children ?? []).filter((c) => (c as Element).type === 'tr') as Element[];
  if (rows.length === 0) return undefined;
  const widths = rowWidths(rows);
  const widest = Math.max(...widths);
  if (widest > MAX_REPAIRED_TABLE_COLUMNS) return undefined;
  if (widths.every((w) => w === widest)) return undefined;
  let r = 0;
  const children = table.children.map((child): Descendant => {
    if ((child as Element).type !== 'tr') return child;
    const row = child as Element;
    const missing = widest - widths[r++];
    if (missing <= 0) return row;
    // A conjugation row (tc cells) is padded with its own kind of cell.
    const cellKind = row.children.some((c) => (c as Element).type === 'tc') ? 'tc' : 'td';
    const padding: Element[] = [];
    for (let i = 0; i < missing; i++) padding.push({ type: cellKind, id: createId(), children: [{ text: '' }] });
    return { ...row, children: [...row.children, ...padding] };
  });
  return { ...table, children };
}

/**
 * The common case, checked without allocating: no cell spans rows and every row's
 * colspans add up to the same width. Anything else goes through the full grid count.
 */
function isRectangularWithoutRowspans(table: Element): boolean {
  let width = -1;
  for (const row of table.children) {
    if ((row as Element).type !== 'tr') continue;
    let rowWidth = 0;
    for (const cell of (row as Element).children ?? []) {
      const kind = (cell as Element).type;
      if (kind !== 'td' && kind !== 'th' && kind !== 'tc') continue;
      if ((cell as Element).rowspan !== undefined && span((cell as Element).rowspan) > 1) return false;
      rowWidth += (cell as Element).colspan === undefined ? 1 : span((cell as Element).colspan);
    }
    if (width === -1) width = rowWidth;
    else if (rowWidth !== width) return false;
  }
  return true;
}
