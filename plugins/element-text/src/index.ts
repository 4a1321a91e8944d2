/**
 * @quire/plugin-element-text: paragraphs, headings h1-h6 and blockquotes. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { blockquoteElement, headingElements, paragraphElement } from './common/text-elements.js';

export * from './common/text-kinds.js';
export * from './common/text-schemas.js';

/** @public */
export const textPlugin: PluginManifest = definePlugin({
  id: 'element-text',
  elements: [paragraphElement, ...headingElements, blockquoteElement],
});

export default textPlugin;
