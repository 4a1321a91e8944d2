/**
 * @quire/plugin-element-callout: callouts: a highlighted box of blocks and a highlighted inline run. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { CALLOUT_ELEMENTS } from './common/callout-elements.js';

export * from './common/callout-kinds.js';
export * from './common/callout-schemas.js';

/** @public */
export const calloutPlugin: PluginManifest = definePlugin({ id: 'element-callout', elements: CALLOUT_ELEMENTS });

export default calloutPlugin;
