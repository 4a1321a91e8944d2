/** The fields of a command button (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { COMMAND_BUTTON_KIND } from './command-button-kinds.js';

/** How a command button is drawn. @public */
export const COMMAND_BUTTON_STYLES = ['button', 'link'] as const;

/** A button (or link) that sends `message` to the command target `target`. @public */
export const commandButtonElementSchema = elementSchema(COMMAND_BUTTON_KIND, {
  target: z.string().optional(),
  message: z.string().optional(),
  style: z.enum(COMMAND_BUTTON_STYLES).optional(),
});

/** @public */
export type CommandButtonElement = z.infer<typeof commandButtonElementSchema>;
