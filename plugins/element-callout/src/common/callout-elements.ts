import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { CALLOUT_INLINE_KIND, CALLOUT_KIND } from './callout-kinds.js';
import { calloutElementSchema, calloutInlineElementSchema } from './callout-schemas.js';

/**
 * A callout holds blocks, is spaced apart from the blocks around it and goes away once
 * emptied; it holds no callout, figure or definition (spec authoring §4).
 * @public
 */
export const calloutElement: ElementContribution = defineElement({
  kind: CALLOUT_KIND,
  structure: {
    kind: CALLOUT_KIND,
    display: 'block',
    content: { type: 'blocks' },
    excludesDescendants: [CALLOUT_KIND, 'figure', 'definition'],
    spacedBlock: true,
    removeWhenEmpty: true,
  },
  schema: calloutElementSchema,
});
/** An inline callout holds inline content, never another inline callout, and goes away once emptied. @public */
export const calloutInlineElement: ElementContribution = defineElement({
  kind: CALLOUT_INLINE_KIND,
  structure: {
    kind: CALLOUT_INLINE_KIND,
    display: 'inline',
    content: { type: 'inline' },
    excludesDescendants: [CALLOUT_INLINE_KIND],
    removeWhenEmpty: true,
  },
  schema: calloutInlineElementSchema,
});

/** In manifest order. @public */
export const CALLOUT_ELEMENTS: readonly ElementContribution[] = [calloutElement, calloutInlineElement];
