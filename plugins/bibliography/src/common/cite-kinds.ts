/** The element kinds of this plugin (spec authoring §3). */

/** @public */
export const CITE_KIND = 'cite';
