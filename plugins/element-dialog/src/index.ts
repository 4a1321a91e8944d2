/**
 * @quire/plugin-element-dialog: dialogs (conversation scripts): a title, speakers with their
 * portraits, and lines of rich text, each said by a speaker. This entry is the pure manifest
 * both hosts read (no React, no Node): the schemas, bounded by `dialog-limits`, and the
 * normaliser that gives every speaker and line an id of its own, in the editor and when the
 * server saves a page. The editor (`./authoring`) and the learner's static view
 * (`./delivery`) are parts of their own.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { DIALOG_ELEMENTS } from './common/dialog-elements.js';

export * from './common/dialog-kinds.js';
export * from './common/dialog-limits.js';
export * from './common/dialog-schemas.js';
export { normalizeDialog } from './common/normalize-dialog.js';

/** @public */
export const dialogPlugin: PluginManifest = definePlugin({ id: 'element-dialog', elements: DIALOG_ELEMENTS });

export default dialogPlugin;
