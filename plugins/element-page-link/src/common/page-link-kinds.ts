/** The element kinds of this plugin (spec authoring §3). */

/** @public */
export const PAGE_LINK_KIND = 'page_link';
