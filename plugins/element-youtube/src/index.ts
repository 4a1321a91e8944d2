/**
 * @quire/plugin-element-youtube: the youtube element, a YouTube video by id with an
 * optional start and end. This entry is the pure manifest both hosts read: no React, no
 * Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { youtubeElement } from './common/youtube-element.js';
import { youtubeSettingsSchema } from './common/youtube-settings-schema.js';
import { YOUTUBE_PLUGIN_ID } from './common/youtube-settings.js';

export * from './common/youtube-kind.js';
export * from './common/youtube-schema.js';
export { youtubeVideoId } from './common/youtube-video-id.js';
export { youtubePlayerUrl } from './common/youtube-player-url.js';
export * from './common/youtube-settings.js';
export { youtubeSettingsSchema } from './common/youtube-settings-schema.js';

/** @public */
export const youtubePlugin: PluginManifest = definePlugin({ id: YOUTUBE_PLUGIN_ID, elements: [youtubeElement], settings: youtubeSettingsSchema });

export default youtubePlugin;
