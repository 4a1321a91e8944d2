/**
 * @quire/plugin-element-popup: key-notion popups, anchor text whose body (rich content and
 * an optional audio clip) opens on hover or on a click. This entry is the pure manifest both
 * hosts read (no React, no Node): the schema, the structure (an inline that never nests) and
 * the kind constants. The editor's views and dialog are in `./authoring`, the learner's
 * disclosure button and bubble in `./delivery`.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { POPUP_ELEMENTS } from './common/popup-elements.js';

export * from './common/popup-kinds.js';
export * from './common/popup-schema.js';
export * from './common/popup-triggers.js';
export { popupAudio, popupFields, type PopupAudio, type PopupFields } from './common/popup-fields.js';
export { createPopup } from './common/create-popup.js';

/** @public */
export const popupPlugin: PluginManifest = definePlugin({ id: 'element-popup', elements: POPUP_ELEMENTS });

export default popupPlugin;
