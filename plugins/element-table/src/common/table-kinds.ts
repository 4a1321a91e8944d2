/** The element kinds this plugin contributes (spec authoring §3: tables). */

/** A table of rows. @public */
export const TABLE_KIND = 'table';
/** A table row. @public */
export const TR_KIND = 'tr';
/** A header cell. @public */
export const TH_KIND = 'th';
/** A data cell. @public */
export const TD_KIND = 'td';

/** Every kind of this plugin. @public */
export const TABLE_KINDS = [TABLE_KIND, TR_KIND, TH_KIND, TD_KIND] as const;

/** Size of a newly inserted table (spec authoring §9: 2 rows by 2 columns). @public */
export const NEW_TABLE_ROWS = 2;
/** @public */
export const NEW_TABLE_COLUMNS = 2;
