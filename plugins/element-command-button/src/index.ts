/**
 * @quire/plugin-element-command-button: command buttons (`command_button`), a button or link
 * that sends a message to a command target on the learner's page (a video plays a cue)
 * through the SDK's page message bus. This entry is the pure manifest both hosts read (no
 * React, no Node): the schema, with its bounds, and the structure; the editor and learner
 * views are the `./authoring` and `./delivery` parts.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { COMMAND_BUTTON_ELEMENTS } from './common/command-button-elements.js';

export * from './common/command-button-kinds.js';
export * from './common/command-button-schema.js';
export { commandButtonCommand, commandButtonStyle, type CommandButtonStyle } from './common/command-button-fields.js';
export { NEW_COMMAND_BUTTON_TEXT, createCommandButton } from './common/create-command-button.js';

/** @public */
export const commandButtonPlugin: PluginManifest = definePlugin({ id: 'element-command-button', elements: COMMAND_BUTTON_ELEMENTS });

export default commandButtonPlugin;
