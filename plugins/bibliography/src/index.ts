/**
 * @quire/plugin-bibliography: citations: an inline cite of a bibliography entry. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { CITE_ELEMENTS } from './common/cite-elements.js';

export * from './common/cite-kinds.js';
export * from './common/cite-schema.js';

/** @public */
export const citePlugin: PluginManifest = definePlugin({ id: 'bibliography', elements: CITE_ELEMENTS });

export default citePlugin;
