import { defineElement, conjugationElementSchema, tcElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { CONJUGATION_KIND, TC_KIND } from './conjugation-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const conjugationElement: ElementContribution = defineElement({ kind: CONJUGATION_KIND, schema: conjugationElementSchema });
/** @public */
export const tcElement: ElementContribution = defineElement({ kind: TC_KIND, schema: tcElementSchema });

/** In manifest order. @public */
export const CONJUGATION_ELEMENTS: readonly ElementContribution[] = [conjugationElement, tcElement];
