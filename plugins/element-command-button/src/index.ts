/**
 * @quire/plugin-element-command-button: command buttons: a button or link that sends a message to a target on the page. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { COMMAND_BUTTON_ELEMENTS } from './common/command-button-elements.js';

export * from './common/command-button-kinds.js';
export * from './common/command-button-schema.js';

/** @public */
export const commandButtonPlugin: PluginManifest = definePlugin({ id: 'element-command-button', elements: COMMAND_BUTTON_ELEMENTS });

export default commandButtonPlugin;
