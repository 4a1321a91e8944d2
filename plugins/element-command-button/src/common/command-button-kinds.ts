/** The element kinds of this plugin (spec authoring §3). */

/** @public */
export const COMMAND_BUTTON_KIND = 'command_button';
