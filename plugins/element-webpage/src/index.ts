/**
 * @quire/plugin-element-webpage: the webpage element, a web page embedded by its address
 * or from the media library. This entry is the pure manifest both hosts read: no React,
 * no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { webpageElement } from './common/webpage-element.js';

export * from './common/webpage-kind.js';
export * from './common/webpage-schema.js';
export { embeddedPageAddress, embeddedPageSandbox, type EmbedSource } from './common/embedded-page.js';

/** @public */
export const webpagePlugin: PluginManifest = definePlugin({ id: 'element-webpage', elements: [webpageElement] });

export default webpagePlugin;
