import { defineElement, commandButtonElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { COMMAND_BUTTON_KIND } from './command-button-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const commandButtonElement: ElementContribution = defineElement({ kind: COMMAND_BUTTON_KIND, schema: commandButtonElementSchema });

/** In manifest order. @public */
export const COMMAND_BUTTON_ELEMENTS: readonly ElementContribution[] = [commandButtonElement];
