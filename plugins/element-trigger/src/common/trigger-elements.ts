import { defineElement, triggerElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { TRIGGER_KIND } from './trigger-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const triggerElement: ElementContribution = defineElement({ kind: TRIGGER_KIND, schema: triggerElementSchema });

/** In manifest order. @public */
export const TRIGGER_ELEMENTS: readonly ElementContribution[] = [triggerElement];
