import { defineElement, figureElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { FIGURE_KIND } from './figure-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const figureElement: ElementContribution = defineElement({ kind: FIGURE_KIND, schema: figureElementSchema });

/** In manifest order. @public */
export const FIGURE_ELEMENTS: readonly ElementContribution[] = [figureElement];
