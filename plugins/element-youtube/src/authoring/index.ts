/**
 * Authoring part of element-youtube: the video's editor view with its 'Insert YouTube'
 * and settings dialogs, the 'YouTube' insert command, and pasted YouTube links becoming
 * videos.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { YOUTUBE_KIND } from '../common/youtube-kind.js';
import { insertYoutube } from './insert-youtube.js';
import { withYoutubePaste } from './with-youtube-paste.js';
import { YoutubeEditor } from './youtube-editor.js';

export { insertYoutube } from './insert-youtube.js';
export { InsertYoutubeDialog, NOT_A_YOUTUBE_VIDEO_MESSAGE, YOUTUBE_EXAMPLE_URL } from './insert-youtube-dialog.js';
export { VIDEO_LINK_COPIED_MESSAGE, VIDEO_LINK_NOT_COPIED_MESSAGE, YoutubeSettingsDialog } from './youtube-settings-dialog.js';
export { pastedYoutubeVideoId } from './pasted-youtube-video-id.js';
export { withYoutubePaste } from './with-youtube-paste.js';
export { YoutubeEditor } from './youtube-editor.js';

/** @public */
export const youtubeAuthoring: AuthoringPart = defineAuthoring({
  elements: { [YOUTUBE_KIND]: { component: YoutubeEditor, insert: insertYoutube } },
  extendEditor: withYoutubePaste,
});

export default youtubeAuthoring;
