import { defineElement, codeElementSchema, codeLineElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { CODE_KIND, CODE_LINE_KIND } from './code-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const codeElement: ElementContribution = defineElement({ kind: CODE_KIND, schema: codeElementSchema });
/** @public */
export const codeLineElement: ElementContribution = defineElement({ kind: CODE_LINE_KIND, schema: codeLineElementSchema });

/** In manifest order. @public */
export const CODE_ELEMENTS: readonly ElementContribution[] = [codeElement, codeLineElement];
