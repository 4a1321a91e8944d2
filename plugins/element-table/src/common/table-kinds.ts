/** The element kinds this plugin contributes (spec authoring §3: tables); core names them. */
import { TABLE_KIND, TD_KIND, TH_KIND, TR_KIND } from '@quire/plugin-sdk';

export { TABLE_KIND, TD_KIND, TH_KIND, TR_KIND } from '@quire/plugin-sdk';

/** Every kind of this plugin. @public */
export const TABLE_KINDS = [TABLE_KIND, TR_KIND, TH_KIND, TD_KIND] as const;

/** Size of a newly inserted table (spec authoring §9: 2 rows by 2 columns). @public */
export const NEW_TABLE_ROWS = 2;
/** @public */
export const NEW_TABLE_COLUMNS = 2;
