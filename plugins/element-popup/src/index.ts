/**
 * @quire/plugin-element-popup: key-notion popups: anchor text with a body shown on hover or click. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { POPUP_ELEMENTS } from './common/popup-elements.js';

export * from './common/popup-kinds.js';
export * from './common/popup-schema.js';

/** @public */
export const popupPlugin: PluginManifest = definePlugin({ id: 'element-popup', elements: POPUP_ELEMENTS });

export default popupPlugin;
