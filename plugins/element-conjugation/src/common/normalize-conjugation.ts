import { isElement, isText, type Descendant, type Element, type ElementNormalizeContext, type ElementNormalizer, type FieldRecord } from '@quire/plugin-sdk';
import { TC_KIND } from './conjugation-kinds.js';
import { MAX_REPAIRED_COLUMNS } from './conjugation-limits.js';
import { DATA_CELL_KIND, ROW_KIND, conjugationTable, isCell, rowWidths } from './conjugation-table.js';
import { emptyCell } from './create-conjugation.js';

/**
 * Repairs of a conjugation's table, which core does not walk (it is held in a field):
 * each made only when needed, so a whole table comes back as the same object.
 */
class TableRepair {
  changed = false;
  constructor(private readonly context: ElementNormalizeContext) {}

  /** The node with an id, when it had none. */
  private withId<T extends Element | FieldRecord>(node: T): T {
    if (typeof node.id === 'string' && node.id !== '') return node;
    this.changed = true;
    return { ...node, id: this.context.createId() };
  }

  /** A cell of a conjugation table: a `td` becomes a conjugation cell, an empty one gets an empty text. */
  private cell(cell: Element): Element {
    let out = this.withId(cell);
    if (out.type === DATA_CELL_KIND) {
      this.changed = true;
      out = { ...out, type: TC_KIND };
    }
    if (out.children.length === 0) {
      this.changed = true;
      out = { ...out, children: [{ text: '' }] };
    }
    return out;
  }

  /** Content found where a cell belongs, put in a conjugation cell. */
  private wrapped(node: Descendant): Element {
    this.changed = true;
    return { type: TC_KIND, id: this.context.createId(), children: [node] };
  }

  /** Blank text between cells (from pasted markup) is dropped rather than kept as a cell. */
  private isBlank(node: Descendant): boolean {
    return isText(node) && node.text.trim() === '';
  }

  row(row: Element): Element {
    const cells: Element[] = [];
    for (const node of row.children) {
      if (isCell(node)) cells.push(this.cell(node));
      else if (this.isBlank(node)) this.changed = true;
      else cells.push(this.wrapped(node));
    }
    if (cells.length === 0) cells.push(this.padding());
    const out = this.withId(row);
    const same = cells.length === row.children.length && cells.every((cell, i) => cell === row.children[i]);
    return same ? out : { ...out, children: cells };
  }

  /** A node found where a row belongs: a cell or content gets a row of its own; blank text goes. */
  strayRow(node: Descendant): Element | undefined {
    this.changed = true;
    if (this.isBlank(node)) return undefined;
    const cell = isCell(node) ? this.cell(node) : this.wrapped(node);
    return { type: ROW_KIND, id: this.context.createId(), children: [cell] };
  }

  padding(): Element {
    this.changed = true;
    return emptyCell(() => this.context.createId());
  }

  /** Short rows padded with empty conjugation cells up to the widest, counting spans. */
  padded(rows: Element[]): Element[] {
    const widths = rowWidths(rows.map((row) => row.children as Element[]));
    const widest = Math.max(0, ...widths);
    if (widest > MAX_REPAIRED_COLUMNS) return rows;
    return rows.map((row, r) => {
      const missing = widest - widths[r];
      if (missing <= 0) return row;
      return { ...row, children: [...row.children, ...Array.from({ length: missing }, () => this.padding())] };
    });
  }
}

/**
 * Core's rules keep a conjugation a void block; this rule repairs the table it holds in a
 * field, as core's rules repair a table's children: what is not a row is put in one, what is
 * not a cell is put in a conjugation cell (`td` cells become conjugation cells, headings
 * stay), a row with no cell gets an empty one, short rows are padded to the widest (as for
 * tables, not past 1000 columns), and the table, rows and cells get ids. A whole conjugation
 * answers `undefined`.
 * @public
 */
export const normalizeConjugation: ElementNormalizer = (conjugation, context) => {
  const table = conjugationTable(conjugation);
  if (!table) return undefined;
  const repair = new TableRepair(context);
  const rows: Element[] = [];
  for (const node of table.children) {
    if (isElement(node) && node.type === ROW_KIND) rows.push(repair.row(node));
    else {
      const row = repair.strayRow(node);
      if (row) rows.push(row);
    }
  }
  const padded = repair.padded(rows);
  const tableId = typeof table.id === 'string' && table.id !== '' ? table.id : undefined;
  if (!repair.changed && tableId) return undefined;
  context.report(`Repaired the table of conjugation '${conjugation.id ?? ''}'`);
  return { ...conjugation, table: { ...table, id: tableId ?? context.createId(), children: padded } };
};
