/**
 * @quire/plugin-element-page-link: a block linking to another page of the project, with
 * what the link is for (its purpose). The editor picks the page in 'Select a Page' and flags
 * a link whose page is gone; learners follow it to the page in their own section, and read a
 * link to a page that is gone or not published there as plain text. This entry is the pure
 * manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { PAGE_LINK_ELEMENTS } from './common/page-link-elements.js';

export * from './common/page-link-kinds.js';
export * from './common/page-link-schema.js';
export * from './common/page-link-purposes.js';
export * from './common/linked-page.js';
export { createPageLink } from './common/create-page-link.js';

/** @public */
export const pageLinkPlugin: PluginManifest = definePlugin({ id: 'element-page-link', elements: PAGE_LINK_ELEMENTS });

export default pageLinkPlugin;
