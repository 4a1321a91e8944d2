import { defineElement, calloutElementSchema, calloutInlineElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { CALLOUT_INLINE_KIND, CALLOUT_KIND } from './callout-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const calloutElement: ElementContribution = defineElement({ kind: CALLOUT_KIND, schema: calloutElementSchema });
/** @public */
export const calloutInlineElement: ElementContribution = defineElement({ kind: CALLOUT_INLINE_KIND, schema: calloutInlineElementSchema });

/** In manifest order. @public */
export const CALLOUT_ELEMENTS: readonly ElementContribution[] = [calloutElement, calloutInlineElement];
