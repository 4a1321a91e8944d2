import type { Element } from '@quire/plugin-sdk';
import { COMMAND_BUTTON_KIND } from './command-button-kinds.js';

/** The label of a new command button, which the author types over. @public */
export const NEW_COMMAND_BUTTON_TEXT = 'Button';

/** A new command button, in normal form: a 'Button' style button with its label, no target yet. @public */
export function createCommandButton(createId: () => string): Element {
  return { type: COMMAND_BUTTON_KIND, id: createId(), style: 'button', children: [{ text: NEW_COMMAND_BUTTON_TEXT }] };
}
