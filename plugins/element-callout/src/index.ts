/**
 * @quire/plugin-element-callout: callouts, a highlighted box of blocks (`callout`) and a
 * highlighted inline run (`callout_inline`). This entry is the pure manifest both hosts read
 * (no React, no Node): the schemas and the structure (an emptied callout is removed, a
 * callout holds no callout, figure or definition).
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { CALLOUT_ELEMENTS } from './common/callout-elements.js';

export * from './common/callout-kinds.js';
export * from './common/callout-schemas.js';
export { createCallout } from './common/create-callout.js';

/** @public */
export const calloutPlugin: PluginManifest = definePlugin({ id: 'element-callout', elements: CALLOUT_ELEMENTS });

export default calloutPlugin;
