/**
 * @quire/plugin-element-list: bulleted and numbered lists with their items, and
 * description lists. This entry is the pure manifest both hosts read.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { LIST_ELEMENTS } from './common/list-elements.js';

export * from './common/list-kinds.js';
export * from './common/list-schemas.js';
export { listStyleType } from './common/list-style.js';

/** @public */
export const listPlugin: PluginManifest = definePlugin({ id: 'element-list', elements: LIST_ELEMENTS });

export default listPlugin;
