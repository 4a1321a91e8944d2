import { defineElement, eclElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { ECL_KIND } from './run-code-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const eclElement: ElementContribution = defineElement({ kind: ECL_KIND, schema: eclElementSchema });

/** In manifest order. @public */
export const RUN_CODE_ELEMENTS: readonly ElementContribution[] = [eclElement];
