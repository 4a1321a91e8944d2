import { useState, type ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import { setElementFields, useEditorServices, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { deliveredAudio } from '../common/delivered-audio.js';
import { AudioCaptionField } from './audio-caption-field.js';
import { AudioSettingsDialog } from './audio-settings-dialog.js';

/** What an audio clip without a file shows. @public */
export const CHOOSE_AUDIO_LABEL = 'Choose Audio';

const PLACEHOLDER_STYLE = { display: 'block', width: '100%', minHeight: 56, border: '2px dashed #b9c0cc', borderRadius: 6, background: '#f7f8fa', font: 'inherit' } as const;

/**
 * An audio clip in the editor. Without a file it is a 'Choose Audio' button that opens the
 * 'Embed audio' picker; with one it is a player. Its 'Audio settings' button opens the
 * 'Audio Settings' dialog, and its caption is typed under it. Nothing in it is editable
 * text of the document.
 * @public
 */
export function AudioEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  const services = useEditorServices();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const audio = deliveredAudio(element);

  const store = (fields: Record<string, unknown>) => setElementFields(editor, element, fields);

  const choose = async () => {
    const picked = await services.pickMedia({ title: 'Embed audio', mediaTypes: ['audio'] });
    if (picked) store({ src: picked.url });
  };

  return (
    <div {...attributes} className="audio-editor">
      <div contentEditable={false} style={{ display: 'grid', gap: 6, justifyItems: 'start' }}>
        {audio.src ? (
          <audio controls preload="metadata" src={audio.src} aria-label={audio.alt || undefined} />
        ) : (
          <button type="button" className="audio-placeholder" style={PLACEHOLDER_STYLE} onClick={() => void choose()}>
            {CHOOSE_AUDIO_LABEL}
          </button>
        )}
        <button type="button" className="button button-small" onClick={() => setSettingsOpen(true)}>
          Audio settings
        </button>
        <AudioCaptionField caption={audio.caption} onCommit={(caption) => store({ caption: caption || undefined })} />
        {settingsOpen ? (
          <AudioSettingsDialog
            initial={{ src: typeof element.src === 'string' ? element.src : '', alt: typeof element.alt === 'string' ? element.alt : '' }}
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
