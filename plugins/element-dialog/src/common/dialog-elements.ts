import { defineElement, dialogElementSchema, dialogLineElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { DIALOG_KIND, DIALOG_LINE_KIND } from './dialog-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const dialogElement: ElementContribution = defineElement({ kind: DIALOG_KIND, schema: dialogElementSchema });
/** @public */
export const dialogLineElement: ElementContribution = defineElement({ kind: DIALOG_LINE_KIND, schema: dialogLineElementSchema });

/** In manifest order. @public */
export const DIALOG_ELEMENTS: readonly ElementContribution[] = [dialogElement, dialogLineElement];
