/** The element kind of this plugin (spec authoring §3): a YouTube video, a void block. @public */
export const YOUTUBE_KIND = 'youtube';
