/**
 * @quire/plugin-element-figure: figures: a title and rich content. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { FIGURE_ELEMENTS } from './common/figure-elements.js';

export * from './common/figure-kinds.js';
export * from './common/figure-schemas.js';

/** @public */
export const figurePlugin: PluginManifest = definePlugin({ id: 'element-figure', elements: FIGURE_ELEMENTS });

export default figurePlugin;
