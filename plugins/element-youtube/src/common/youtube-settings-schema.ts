import { definePluginSettings, z } from '@quire/plugin-sdk';
import { YOUTUBE_SETTING_DEFAULTS } from './youtube-settings.js';

/** The settings form of element-youtube, on each project's settings page. @public */
export const youtubeSettingsSchema = definePluginSettings({
  privacyEnhanced: z.boolean().default(YOUTUBE_SETTING_DEFAULTS.privacyEnhanced).meta({
    title: 'Privacy-enhanced mode',
    description: 'Play videos from youtube-nocookie.com, which sets no cookies until a learner plays a video. When off, videos play from youtube.com.',
  }),
});
