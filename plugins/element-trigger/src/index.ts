/**
 * @quire/plugin-element-trigger: AI triggers (DOT): a prompt sent when the learner reaches it. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { TRIGGER_ELEMENTS } from './common/trigger-elements.js';

export * from './common/trigger-kinds.js';
export * from './common/trigger-schema.js';

/** @public */
export const triggerPlugin: PluginManifest = definePlugin({ id: 'element-trigger', elements: TRIGGER_ELEMENTS });

export default triggerPlugin;
