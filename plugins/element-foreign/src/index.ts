/**
 * @quire/plugin-element-foreign: foreign-language text: an inline run with its language. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { FOREIGN_ELEMENTS } from './common/foreign-elements.js';

export * from './common/foreign-kinds.js';
export * from './common/foreign-schema.js';

/** @public */
export const foreignPlugin: PluginManifest = definePlugin({ id: 'element-foreign', elements: FOREIGN_ELEMENTS });

export default foreignPlugin;
