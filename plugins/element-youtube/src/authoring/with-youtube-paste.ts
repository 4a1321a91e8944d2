import type { Editor } from 'slate';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { createYoutube } from '../common/create-youtube.js';
import { insertBlockAtCursor } from './insert-block-at-cursor.js';
import { pastedYoutubeVideoId } from './pasted-youtube-video-id.js';

/**
 * Makes a pasted YouTube link a youtube block (spec authoring §2). The block editor's
 * paste wraps the editor before the plugins' `extendEditor` do, so this override sees
 * pasted data first and hands everything else on unchanged: HTML to the paste rules,
 * plain text to the cursor.
 * @public
 */
export function withYoutubePaste(editor: Editor, services: EditorServices): Editor {
  const { insertData } = editor;
  editor.insertData = (data) => {
    const videoId = pastedYoutubeVideoId(data);
    if (videoId !== undefined && insertBlockAtCursor(editor, createYoutube(services.createId, videoId), services.createId)) return;
    insertData(data);
  };
  return editor;
}
