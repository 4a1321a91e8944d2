/** The element kind this plugin contributes (spec authoring §3: audio). */

/** An audio clip with alternative text and a caption. @public */
export const AUDIO_KIND = 'audio';
