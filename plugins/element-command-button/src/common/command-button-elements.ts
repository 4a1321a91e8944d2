import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { COMMAND_BUTTON_KIND } from './command-button-kinds.js';
import { commandButtonElementSchema } from './command-button-schema.js';

/**
 * A command button is an inline whose text is its label: plain text, so no link, popup or
 * other button ends up inside a `<button>`. One left without text is removed,
 * as an empty link is. Its learner view is an island: pressing it sends its message.
 * @public
 */
export const commandButtonElement: ElementContribution = defineElement({
  kind: COMMAND_BUTTON_KIND,
  structure: { kind: COMMAND_BUTTON_KIND, display: 'inline', content: { type: 'text' }, removeWhenEmpty: true },
  schema: commandButtonElementSchema,
  interactive: true,
});

/** In manifest order. @public */
export const COMMAND_BUTTON_ELEMENTS: readonly ElementContribution[] = [commandButtonElement];
