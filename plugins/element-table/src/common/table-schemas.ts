/** The fields of tables, rows and cells (spec authoring §3); children are walked separately. */
import { captionSchema, elementSchema, spanSchema, z } from '@quire/plugin-sdk';
import { CELL_ALIGNMENTS, TABLE_BORDERS, TABLE_KIND, TABLE_ROW_STYLES, TD_KIND, TH_KIND, TR_KIND } from './table-kinds.js';

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

/** @public */
export type TableElement = z.infer<typeof tableElementSchema>;
/** @public */
export type TableRowElement = z.infer<typeof trElementSchema>;
/** @public */
export type TableHeaderCellElement = z.infer<typeof thElementSchema>;
/** @public */
export type TableDataCellElement = z.infer<typeof tdElementSchema>;
