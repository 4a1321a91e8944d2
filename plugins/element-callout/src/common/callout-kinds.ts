/** The element kinds of this plugin (spec authoring §3). */

/** @public */
export const CALLOUT_KIND = 'callout';
/** @public */
export const CALLOUT_INLINE_KIND = 'callout_inline';
