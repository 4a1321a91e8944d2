/** The element kinds of this plugin (spec authoring §3). */

/** @public */
export const CODE_KIND = 'code';
/** @public */
export const CODE_LINE_KIND = 'code_line';
