/**
 * @quire/plugin-element-audio: the audio element (`audio`). This entry is the pure
 * manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { audioElement } from './common/audio-element.js';

export * from './common/audio-kinds.js';
export * from './common/audio-schema.js';

/** @public */
export const audioPlugin: PluginManifest = definePlugin({ id: 'element-audio', elements: [audioElement] });

export default audioPlugin;
