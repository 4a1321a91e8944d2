import {
  blockquoteElementSchema,
  defineElement,
  h1ElementSchema,
  h2ElementSchema,
  h3ElementSchema,
  h4ElementSchema,
  h5ElementSchema,
  h6ElementSchema,
  paragraphElementSchema,
  type ElementContribution,
} from '@quire/plugin-sdk';

/*
 * The structures come from core's grammar: p and h1-h6 hold inline content; blockquote
 * holds blocks and is a spaced block (two quotes in a row get a paragraph between them).
 * None needs a repair rule of its own, the engine's structural rules are enough.
 */

/** @public */
export const paragraphElement: ElementContribution = defineElement({ kind: 'p', schema: paragraphElementSchema });

/** h1 to h6, in level order. @public */
export const headingElements: readonly ElementContribution[] = [
  defineElement({ kind: 'h1', schema: h1ElementSchema }),
  defineElement({ kind: 'h2', schema: h2ElementSchema }),
  defineElement({ kind: 'h3', schema: h3ElementSchema }),
  defineElement({ kind: 'h4', schema: h4ElementSchema }),
  defineElement({ kind: 'h5', schema: h5ElementSchema }),
  defineElement({ kind: 'h6', schema: h6ElementSchema }),
];

/** @public */
export const blockquoteElement: ElementContribution = defineElement({ kind: 'blockquote', schema: blockquoteElementSchema });
