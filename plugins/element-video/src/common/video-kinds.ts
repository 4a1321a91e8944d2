/** The element kind this plugin contributes (spec authoring §3: video). */

/** A video with one or more sources, caption tracks, a poster and a size. @public */
export const VIDEO_KIND = 'video';
