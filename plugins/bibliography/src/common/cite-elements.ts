import { defineElement, citeElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { CITE_KIND } from './cite-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const citeElement: ElementContribution = defineElement({ kind: CITE_KIND, schema: citeElementSchema });

/** In manifest order. @public */
export const CITE_ELEMENTS: readonly ElementContribution[] = [citeElement];
