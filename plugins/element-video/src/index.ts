/**
 * @quire/plugin-element-video: the video element (`video`). This entry is the pure
 * manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { videoElement } from './common/video-element.js';

export * from './common/video-kinds.js';
export * from './common/video-schema.js';
export { cueCommandMessage, parseCueCommand } from './common/cue-command.js';
export { VIDEO_COMMAND_WORDS, parseVideoCommand, videoCommandMessage, type VideoCommand } from './common/video-command.js';
export type { CueRange } from './common/cue-range.js';

/** @public */
export const videoPlugin: PluginManifest = definePlugin({ id: 'element-video', elements: [videoElement] });

export default videoPlugin;
