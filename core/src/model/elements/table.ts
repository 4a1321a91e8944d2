/** Table kinds (spec authoring §3): table, tr, th, td and the conjugation cell tc. */
import { z } from 'zod';
import { captionSchema, elementSchema, safeUrlSchema, spanSchema } from './element-schema.js';
import { TABLE_KIND, TR_KIND, TH_KIND, TD_KIND, TC_KIND, TABLE_BORDERS, TABLE_ROW_STYLES, CELL_ALIGNMENTS } from './table-kinds.js';

export { TABLE_KIND, TR_KIND, TH_KIND, TD_KIND, TC_KIND, TABLE_BORDERS, TABLE_ROW_STYLES, CELL_ALIGNMENTS } from './table-kinds.js';
export type { CellAlignment } from './table-kinds.js';

/** A table of rows. @public */
export const tableElementSchema = elementSchema(TABLE_KIND, {
  border: z.enum(TABLE_BORDERS).optional(),
  rowstyle: z.enum(TABLE_ROW_STYLES).optional(),
  caption: captionSchema.optional(),
});

/** A table row. @public */
export const trElementSchema = elementSchema(TR_KIND, {});

// Fields every cell kind has; spans are counted in cells, so whole and at least 1.
const cellShape = {
  align: z.enum(CELL_ALIGNMENTS).optional(),
  colspan: spanSchema.optional(),
  rowspan: spanSchema.optional(),
};

/** A header cell. @public */
export const thElementSchema = elementSchema(TH_KIND, cellShape);
/** A data cell. @public */
export const tdElementSchema = elementSchema(TD_KIND, cellShape);
/**
 * A conjugation-table cell: a cell that also names its pronouns and may carry an
 * audio clip of the form.
 * @public
 */
export const tcElementSchema = elementSchema(TC_KIND, {
  ...cellShape,
  pronouns: z.string().optional(),
  audioSrc: safeUrlSchema.optional(),
  audioType: z.string().optional(),
});

/** @public */
export type TableElement = z.infer<typeof tableElementSchema>;
/** @public */
export type TableRowElement = z.infer<typeof trElementSchema>;
/** @public */
export type TableHeaderCellElement = z.infer<typeof thElementSchema>;
/** @public */
export type TableDataCellElement = z.infer<typeof tdElementSchema>;
/** @public */
export type ConjugationCellElement = z.infer<typeof tcElementSchema>;
