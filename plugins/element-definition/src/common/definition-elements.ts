import { defineElement, definitionElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { DEFINITION_KIND } from './definition-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const definitionElement: ElementContribution = defineElement({ kind: DEFINITION_KIND, schema: definitionElementSchema });

/** In manifest order. @public */
export const DEFINITION_ELEMENTS: readonly ElementContribution[] = [definitionElement];
