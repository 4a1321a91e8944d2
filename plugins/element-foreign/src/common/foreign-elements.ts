import { defineElement, foreignElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { FOREIGN_KIND } from './foreign-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const foreignElement: ElementContribution = defineElement({ kind: FOREIGN_KIND, schema: foreignElementSchema });

/** In manifest order. @public */
export const FOREIGN_ELEMENTS: readonly ElementContribution[] = [foreignElement];
