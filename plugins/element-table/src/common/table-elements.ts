import { defineElement, type ContentSlots, type ElementContribution, type ElementNormalizer, type ElementStructure } from '@quire/plugin-sdk';
import { repairTable } from './repair-table.js';
import { TABLE_KIND, TD_KIND, TH_KIND, TR_KIND } from './table-kinds.js';
import { tableElementSchema, tdElementSchema, thElementSchema, trElementSchema } from './table-schemas.js';

/**
 * Table repair (spec authoring §5): short rows are padded with empty cells up to the
 * widest row, counting colspan and rowspan; a table over 1000 columns is left alone.
 * `repairTable` returns `undefined` when the table is whole, which tells the engine that
 * nothing changed, so normalisation reaches its fixed point.
 * @public
 */
export const normalizeTable: ElementNormalizer = (table, context) => {
  const repaired = repairTable(table, context.createId);
  if (repaired !== undefined) context.report(`Padded the short rows of table '${table.id}'`);
  return repaired;
};

/** A table's caption may be rich content, checked like the table's children. */
const captionSlot: ContentSlots = (table) => (Array.isArray(table.caption) ? [{ field: 'caption', nodes: table.caption }] : []);

// A cell holds all inline content or all blocks, and lives only in a row.
function cellStructure(kind: string): ElementStructure {
  return { kind, display: 'block', content: { type: 'inline-or-blocks' }, parents: [TR_KIND], orphan: { wrapIn: TR_KIND } };
}

/*
 * A table holds only rows and is a spaced block; a row holds only cells (a conjugation's
 * `tc` too) and lives only in a table. Stray rows and cells are wrapped in their parent kind.
 */

/** @public */
export const tableElement: ElementContribution = defineElement({
  kind: TABLE_KIND,
  structure: { kind: TABLE_KIND, display: 'block', content: { type: 'children', allowed: [TR_KIND], wrapIn: TR_KIND }, spacedBlock: true },
  schema: tableElementSchema,
  slots: captionSlot,
  normalize: normalizeTable,
});
/** @public */
export const trElement: ElementContribution = defineElement({
  kind: TR_KIND,
  structure: {
    kind: TR_KIND,
    display: 'block',
    content: { type: 'children', allowed: [TH_KIND, TD_KIND, 'tc'], wrapIn: TD_KIND },
    parents: [TABLE_KIND],
    orphan: { wrapIn: TABLE_KIND },
  },
  schema: trElementSchema,
});
/** @public */
export const thElement: ElementContribution = defineElement({ kind: TH_KIND, structure: cellStructure(TH_KIND), schema: thElementSchema });
/** @public */
export const tdElement: ElementContribution = defineElement({ kind: TD_KIND, structure: cellStructure(TD_KIND), schema: tdElementSchema });

/** In manifest order. @public */
export const TABLE_ELEMENTS: readonly ElementContribution[] = [tableElement, trElement, thElement, tdElement];
