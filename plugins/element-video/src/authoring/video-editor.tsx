import { useState, type ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import { videoContentType } from '@quire/plugin-sdk';
import { setElementFields, useEditorServices, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { deliveredVideo } from '../common/delivered-video.js';
import { videoSettingsOf } from '../common/video-settings.js';
import { VideoSettingsDialog } from './video-settings-dialog.js';

/** What a video without sources shows (spec authoring §5). @public */
export const CHOOSE_VIDEO_LABEL = 'Choose Video';

const PLACEHOLDER_STYLE = { display: 'block', width: '100%', minHeight: 120, border: '2px dashed #b9c0cc', borderRadius: 6, background: '#f7f8fa', font: 'inherit' } as const;

/**
 * A video in the editor. Without a source it is a 'Choose Video' button that opens the
 * 'Select Video' picker; with one it is a playable preview. Its 'Video settings' button
 * opens the four-tab settings dialog. Nothing in it is editable text.
 * @public
 */
export function VideoEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  const services = useEditorServices();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const video = deliveredVideo(element);

  const store = (fields: Record<string, unknown>) => setElementFields(editor, element, fields);

  const choose = async () => {
    const picked = await services.pickMedia({ title: 'Select Video', mediaTypes: ['video'] });
    if (picked) store({ src: [{ url: picked.url, contenttype: videoContentType(picked.url) }] });
  };

  return (
    <div {...attributes} className="video-editor">
      <div contentEditable={false} style={{ display: 'grid', gap: 6, justifyItems: 'start' }}>
        {video.sources.length === 0 ? (
          <button type="button" className="video-placeholder" style={PLACEHOLDER_STYLE} onClick={() => void choose()}>
            {CHOOSE_VIDEO_LABEL}
          </button>
        ) : (
          <video controls preload="metadata" poster={video.poster} width={video.width} height={video.height} aria-label={video.alt || undefined} style={{ maxWidth: '100%' }}>
            {video.sources.map((source) => (
              <source key={source.url} src={source.url} type={source.type} />
            ))}
            {video.captions.map((track) => (
              <track key={track.src} kind="captions" src={track.src} label={track.label} srcLang={track.languageCode} />
            ))}
          </video>
        )}
        <button type="button" className="button button-small" onClick={() => setSettingsOpen(true)}>
          Video settings
        </button>
        {settingsOpen ? (
          <VideoSettingsDialog
            initial={videoSettingsOf(element)}
            pickMedia={services.pickMedia}
            onSave={(fields) => {
              store(fields);
              setSettingsOpen(false);
            }}
            onCancel={() => setSettingsOpen(false)}
          />
        ) : null}
      </div>
      {children}
    </div>
  );
}
