/** The element kinds of this plugin (spec authoring §3). */

/** @public */
export const CONJUGATION_KIND = 'conjugation';
/** @public */
export const TC_KIND = 'tc';
