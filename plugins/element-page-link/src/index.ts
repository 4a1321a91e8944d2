/**
 * @quire/plugin-element-page-link: links to another page of the project, with their purpose. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { PAGE_LINK_ELEMENTS } from './common/page-link-elements.js';

export * from './common/page-link-kinds.js';
export * from './common/page-link-schema.js';

/** @public */
export const pageLinkPlugin: PluginManifest = definePlugin({ id: 'element-page-link', elements: PAGE_LINK_ELEMENTS });

export default pageLinkPlugin;
