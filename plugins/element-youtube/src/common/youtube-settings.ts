/** The plugin's id, under which hosts give its settings. @public */
export const YOUTUBE_PLUGIN_ID = 'element-youtube';

/** What a project's owner sets for its YouTube videos. @public */
export interface YoutubeSettings {
  /** Videos play from youtube-nocookie.com, which sets no cookies until the learner plays one; off, from youtube.com. */
  readonly privacyEnhanced: boolean;
}

/** The settings of a project whose owner changed nothing: the schema's defaults, which the views fall back to. @public */
export const YOUTUBE_SETTING_DEFAULTS: YoutubeSettings = { privacyEnhanced: true };
