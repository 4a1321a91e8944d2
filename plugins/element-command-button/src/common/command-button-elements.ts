import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { COMMAND_BUTTON_KIND } from './command-button-kinds.js';
import { commandButtonElementSchema } from './command-button-schema.js';

/** A command button is an inline holding text, never inside another command button. @public */
export const commandButtonElement: ElementContribution = defineElement({
  kind: COMMAND_BUTTON_KIND,
  structure: { kind: COMMAND_BUTTON_KIND, display: 'inline', content: { type: 'inline' }, excludesDescendants: [COMMAND_BUTTON_KIND] },
  schema: commandButtonElementSchema,
});

/** In manifest order. @public */
export const COMMAND_BUTTON_ELEMENTS: readonly ElementContribution[] = [commandButtonElement];
