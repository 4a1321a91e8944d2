import {
  defineElement,
  repairTable,
  tableElementSchema,
  tdElementSchema,
  thElementSchema,
  trElementSchema,
  type ElementContribution,
  type ElementNormalizer,
} from '@quire/plugin-sdk';

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

/*
 * Structures come from core's grammar: a table holds only rows and is a spaced block; a
 * row holds only cells and lives only in a table; a cell holds inline content or blocks
 * and lives only in a row. Stray rows and cells are wrapped in their parent kind.
 */

/** @public */
export const tableElement: ElementContribution = defineElement({ kind: 'table', schema: tableElementSchema, normalize: normalizeTable });
/** @public */
export const trElement: ElementContribution = defineElement({ kind: 'tr', schema: trElementSchema });
/** @public */
export const thElement: ElementContribution = defineElement({ kind: 'th', schema: thElementSchema });
/** @public */
export const tdElement: ElementContribution = defineElement({ kind: 'td', schema: tdElementSchema });

/** In manifest order. @public */
export const TABLE_ELEMENTS: readonly ElementContribution[] = [tableElement, trElement, thElement, tdElement];
