/**
 * @quire/plugin-element-figure: figures, a title and rich content. This entry is the pure
 * manifest both hosts read (no React, no Node): the schema (the title plain text, or rich
 * content from older pages) and the structure (a block of blocks, spaced from its neighbours).
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { FIGURE_ELEMENTS } from './common/figure-elements.js';

export * from './common/figure-kinds.js';
export * from './common/figure-schemas.js';
export { createFigure } from './common/create-figure.js';

/** @public */
export const figurePlugin: PluginManifest = definePlugin({ id: 'element-figure', elements: FIGURE_ELEMENTS });

export default figurePlugin;
