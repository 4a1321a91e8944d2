/** The element kinds of this plugin (spec authoring §3: tables) and their settings. */

/** @public */
export const TABLE_KIND = 'table';
/** @public */
export const TR_KIND = 'tr';
/** @public */
export const TH_KIND = 'th';
/** @public */
export const TD_KIND = 'td';

/** Every kind of this plugin. @public */
export const TABLE_KINDS = [TABLE_KIND, TR_KIND, TH_KIND, TD_KIND] as const;

/** Table border styles. @public */
export const TABLE_BORDERS = ['solid', 'hidden'] as const;
/** Table row styles. @public */
export const TABLE_ROW_STYLES = ['plain', 'alternating'] as const;
/** Horizontal alignment of a cell. @public */
export const CELL_ALIGNMENTS = ['left', 'center', 'right'] as const;
/** @public */
export type CellAlignment = (typeof CELL_ALIGNMENTS)[number];

/** Size of a newly inserted table (spec authoring §9: 2 rows by 2 columns). @public */
export const NEW_TABLE_ROWS = 2;
/** @public */
export const NEW_TABLE_COLUMNS = 2;
