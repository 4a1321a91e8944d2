import { useState, type ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import { titleText } from '@quire/plugin-sdk';
import type { YouTubeElement } from '../common/youtube-schema.js';
import { elementDialogActions, setElementFields, useElementSelected, usePluginSettings, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { cueFieldText } from '../common/youtube-cue-fields.js';
import { YOUTUBE_PLUGIN_ID, YOUTUBE_SETTING_DEFAULTS } from '../common/youtube-settings.js';
import { InsertYoutubeDialog } from './insert-youtube-dialog.js';
import { YoutubeSettingsDialog } from './youtube-settings-dialog.js';

/** Where learners' players embed the video from, as the editor's box says. @public */
export const EMBEDDED_PRIVACY_ENHANCED = 'Plays from youtube-nocookie.com (privacy-enhanced mode)';
/** @public */
export const EMBEDDED_STANDARD = 'Plays from youtube.com (privacy-enhanced mode is off in the project settings)';

// 'new': asked right after the insert menu put the video in; cancelling takes it out again.
type OpenDialog = 'none' | 'new' | 'insert' | 'settings';

/**
 * A YouTube video in the editor: a box naming the video (its alternative text, its id, the
 * part that plays and the host learners' players embed it from, which the project's
 * 'Privacy-enhanced mode' setting chooses) and its caption, with 'YouTube settings'.
 * Nothing is loaded from YouTube while authoring. A video without an id offers 'Insert YouTube'; one just put in
 * from the insert menu (it holds the cursor) opens that dialog at once.
 * @public
 */
export function YoutubeEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const video = element as YouTubeElement;
  const editor = useSlateStatic();
  const selected = useElementSelected();
  const { privacyEnhanced } = usePluginSettings(YOUTUBE_PLUGIN_ID, YOUTUBE_SETTING_DEFAULTS);
  const videoId = video.src?.trim() || undefined;
  const [dialog, setDialog] = useState<OpenDialog>(() => (videoId === undefined && selected ? 'new' : 'none'));
  const caption = titleText(video.caption);
  const part = cueDescription(video.startTime, video.endTime);

  const insert = (id: string) => {
    setElementFields(editor, element, { src: id });
    setDialog('none');
  };

  return (
    <div {...attributes} className="youtube-editor">
      <div contentEditable={false} className="youtube-editor-box">
        {videoId ? (
          <>
            <p className="youtube-editor-title">{video.alt?.trim() || 'YouTube video'}</p>
            <p className="youtube-editor-details">
              Video ID <code>{videoId}</code>
              {part ? `, ${part}` : ''}
            </p>
            <p className="youtube-editor-details">{privacyEnhanced ? EMBEDDED_PRIVACY_ENHANCED : EMBEDDED_STANDARD}</p>
            <button type="button" className="button button-small" onClick={() => setDialog('settings')}>
              YouTube settings
            </button>
          </>
        ) : (
          <button type="button" className="button button-small" onClick={() => setDialog('insert')}>
            Insert YouTube
          </button>
        )}
        {caption ? <p className="youtube-editor-caption">{caption}</p> : null}
      </div>
      {children}
      {dialog === 'new' || dialog === 'insert' ? (
        <InsertYoutubeDialog
          onInsert={insert}
          onCancel={elementDialogActions(editor, element, { inserted: dialog === 'new', close: () => setDialog('none') }).onCancel}
        />
      ) : null}
      {dialog === 'settings' ? (
        <YoutubeSettingsDialog
          element={video}
          {...elementDialogActions(editor, element, { inserted: false, close: () => setDialog('none') })}
        />
      ) : null}
    </div>
  );
}

function cueDescription(start: number | undefined, end: number | undefined): string {
  if (start !== undefined && end !== undefined) return `plays ${cueFieldText(start)} to ${cueFieldText(end)}`;
  if (start !== undefined) return `plays from ${cueFieldText(start)}`;
  if (end !== undefined) return `plays until ${cueFieldText(end)}`;
  return '';
}
