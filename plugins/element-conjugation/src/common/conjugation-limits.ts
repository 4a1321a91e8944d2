/**
 * How much a conjugation holds. The editor keeps an author within these bounds and the
 * schema refuses texts and tables past them.
 */

/** Characters in the title and in the verb. @public */
export const MAX_CONJUGATION_TEXT_LENGTH = 200;
/** Characters in a cell's pronouns ('él / ella / usted'). @public */
export const MAX_PRONOUNS_LENGTH = 100;
/** Characters the editor takes in a cell's form and in the written pronunciation. @public */
export const MAX_CELL_TEXT_LENGTH = 200;
/** Rows of a conjugation table. @public */
export const MAX_CONJUGATION_ROWS = 30;
/** Columns the editor lets an author make. @public */
export const MAX_CONJUGATION_COLUMNS = 8;
/** A new conjugation's table: three persons, singular and plural. @public */
export const NEW_CONJUGATION_ROWS = 3;
/** @public */
export const NEW_CONJUGATION_COLUMNS = 2;
/** A table wider than this is not padded by the normaliser (as for tables, spec authoring §5). @public */
export const MAX_REPAIRED_COLUMNS = 1000;
