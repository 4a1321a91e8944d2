/**
 * @quire/plugin-element-conjugation: conjugation tables: a verb, its pronunciation and a table of conjugation cells. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { CONJUGATION_ELEMENTS } from './common/conjugation-elements.js';

export * from './common/conjugation-kinds.js';
export * from './common/conjugation-schemas.js';

/** @public */
export const conjugationPlugin: PluginManifest = definePlugin({ id: 'element-conjugation', elements: CONJUGATION_ELEMENTS });

export default conjugationPlugin;
