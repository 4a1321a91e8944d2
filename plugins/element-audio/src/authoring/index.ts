/**
 * Authoring part of element-audio: the clip's editor view with its 'Audio Settings'
 * dialog and caption, the 'Audio' insert command and the paste rule for `<audio>`.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type InsertCommand } from '@quire/plugin-sdk/authoring';
import { AUDIO_KIND } from '../common/audio-kinds.js';
import { AudioEditor } from './audio-editor.js';
import { AUDIO_PASTE_RULES } from './audio-paste-rules.js';

export { AudioEditor, CHOOSE_AUDIO_LABEL } from './audio-editor.js';
export { AudioSettingsDialog } from './audio-settings-dialog.js';

/** Inserts an audio clip still to choose. @public */
export const insertAudio: InsertCommand = {
  label: 'Audio',
  category: 'Media',
  level: 'extended',
  description: 'An audio clip from the media library',
  create: (createId) => ({ type: AUDIO_KIND, id: createId(), children: [{ text: '' }] }),
};

/** @public */
export const audioAuthoring: AuthoringPart = defineAuthoring({
  elements: { [AUDIO_KIND]: { component: AudioEditor, insert: insertAudio } },
  pasteRules: AUDIO_PASTE_RULES,
});

export default audioAuthoring;
