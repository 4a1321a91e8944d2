/**
 * Authoring part of element-video: the video's editor view with its settings dialog, the
 * 'Video' insert command, the paste rule for `<video>`, and the video as a command target
 * (a command button's dialog lists it and edits its messages with the 'Video Command Editor').
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type InsertCommand } from '@quire/plugin-sdk/authoring';
import { VIDEO_KIND } from '../common/video-kinds.js';
import { videoCommandTarget } from './video-command-editor.js';
import { VideoEditor } from './video-editor.js';
import { VIDEO_PASTE_RULES } from './video-paste-rules.js';

export { CHOOSE_VIDEO_LABEL, VideoEditor } from './video-editor.js';
export { VideoSettingsDialog } from './video-settings-dialog.js';
export {
  CUE_END_IGNORED_MESSAGE,
  CUE_TIME_MESSAGE,
  VIDEO_COMMAND_CHOICES,
  VIDEO_COMMAND_EDITOR_TITLE,
  VideoCommandEditor,
  videoCommandTarget,
  videoTargetLabel,
} from './video-command-editor.js';

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
  elements: { [VIDEO_KIND]: { component: VideoEditor, insert: insertVideo, commandTarget: videoCommandTarget } },
  pasteRules: VIDEO_PASTE_RULES,
});

export default videoAuthoring;
