import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { createCommandButton } from '../common/create-command-button.js';

/**
 * 'Command Button' in the General category (where the spec's editor keeps its inline
 * inserts: links, inline callouts, command buttons), offered from the extended menu up: the
 * page's editor, whose document holds the targets a button sends to.
 * @public
 */
export const insertCommandButton: InsertCommand = {
  label: 'Command Button',
  category: 'General',
  level: 'extended',
  description: 'A button or link that sends a command to a video or other target on the page',
  create: createCommandButton,
};
