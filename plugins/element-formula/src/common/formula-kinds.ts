/** The element kinds of this plugin (spec authoring §3). */

/** @public */
export const FORMULA_KIND = 'formula';
/** @public */
export const FORMULA_INLINE_KIND = 'formula_inline';
/** @public */
export const MATH_KIND = 'math';
/** @public */
export const MATH_LINE_KIND = 'math_line';
