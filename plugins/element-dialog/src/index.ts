/**
 * @quire/plugin-element-dialog: dialogs: a title, speakers and their lines. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { DIALOG_ELEMENTS } from './common/dialog-elements.js';

export * from './common/dialog-kinds.js';
export * from './common/dialog-schemas.js';

/** @public */
export const dialogPlugin: PluginManifest = definePlugin({ id: 'element-dialog', elements: DIALOG_ELEMENTS });

export default dialogPlugin;
