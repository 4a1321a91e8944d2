/** The fields of a command button (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { COMMAND_BUTTON_KIND } from './command-button-kinds.js';
import { COMMAND_BUTTON_STYLES, MAX_COMMAND_MESSAGE_LENGTH, MAX_COMMAND_TARGET_LENGTH } from './command-button-fields.js';

export { COMMAND_BUTTON_STYLES, MAX_COMMAND_MESSAGE_LENGTH, MAX_COMMAND_TARGET_LENGTH } from './command-button-fields.js';

/** A button (or link) that sends `message` to the command target whose element id is `target`. @public */
export const commandButtonElementSchema = elementSchema(COMMAND_BUTTON_KIND, {
  target: z.string().max(MAX_COMMAND_TARGET_LENGTH).optional(),
  message: z.string().max(MAX_COMMAND_MESSAGE_LENGTH).optional(),
  style: z.enum(COMMAND_BUTTON_STYLES).optional(),
});

/** @public */
export type CommandButtonElement = z.infer<typeof commandButtonElementSchema>;
