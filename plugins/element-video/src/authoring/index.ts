/**
 * Authoring part of element-video: the video's editor view with its settings dialog, the
 * 'Video' insert command and the paste rule for `<video>`.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type InsertCommand } from '@quire/plugin-sdk/authoring';
import { VIDEO_KIND } from '../common/video-kinds.js';
import { VideoEditor } from './video-editor.js';
import { VIDEO_PASTE_RULES } from './video-paste-rules.js';

export { CHOOSE_VIDEO_LABEL, VideoEditor } from './video-editor.js';
export { VideoSettingsDialog } from './video-settings-dialog.js';

/** Inserts a video still to choose: the 'Choose Video' placeholder. @public */
export const insertVideo: InsertCommand = {
  label: 'Video',
  category: 'Media',
  level: 'extended',
  description: 'A video from the media library or the web, with captions',
  create: (createId) => ({ type: VIDEO_KIND, id: createId(), children: [{ text: '' }] }),
};

/** @public */
export const videoAuthoring: AuthoringPart = defineAuthoring({
  elements: { [VIDEO_KIND]: { component: VideoEditor, insert: insertVideo } },
  pasteRules: VIDEO_PASTE_RULES,
});

export default videoAuthoring;
