/** The element kinds of this plugin (spec authoring §3). */

/** @public */
export const DIALOG_KIND = 'dialog';
/** @public */
export const DIALOG_LINE_KIND = 'dialog_line';
