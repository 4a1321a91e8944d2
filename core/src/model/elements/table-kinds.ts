/* The kinds and settings of these elements, without their schemas: delivery views import them alone. */

/** @public */
export const TABLE_KIND = 'table';
/** @public */
export const TR_KIND = 'tr';
/** @public */
export const TH_KIND = 'th';
/** @public */
export const TD_KIND = 'td';
/** @public */
export const TC_KIND = 'tc';

/** Table border styles. @public */
export const TABLE_BORDERS = ['solid', 'hidden'] as const;
/** Table row styles. @public */
export const TABLE_ROW_STYLES = ['plain', 'alternating'] as const;
/** Horizontal alignment of a cell. @public */
export const CELL_ALIGNMENTS = ['left', 'center', 'right'] as const;
/** @public */
export type CellAlignment = (typeof CELL_ALIGNMENTS)[number];
