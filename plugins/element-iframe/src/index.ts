/**
 * @quire/plugin-element-iframe: the iframe element, a frame showing another page by its
 * address. This entry is the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { iframeElement } from './common/iframe-element.js';

export * from './common/iframe-kind.js';
export * from './common/iframe-schema.js';

/** @public */
export const iframePlugin: PluginManifest = definePlugin({ id: 'element-iframe', elements: [iframeElement] });

export default iframePlugin;
