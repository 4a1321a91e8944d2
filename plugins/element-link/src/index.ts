/**
 * @quire/plugin-element-link: the inline link (`a`). This entry is the pure manifest both
 * hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { linkElement } from './common/link-element.js';

export * from './common/link-kinds.js';
export * from './common/link-schema.js';
export { deliveredLink, withHttpScheme, type DeliveredLink } from './common/link-href.js';

/** @public */
export const linkPlugin: PluginManifest = definePlugin({ id: 'element-link', elements: [linkElement] });

export default linkPlugin;
