import { useState, type FormEvent, type ReactNode } from 'react';
import { isSafeUrl, urlFileName } from '@quire/plugin-sdk';
import { DialogButtons, ModalDialog, type EditorServices } from '@quire/plugin-sdk/authoring';

/** An audio clip's fields as the dialog edits them. @public */
export interface AudioSettings {
  readonly src: string;
  readonly alt: string;
}

export interface AudioSettingsDialogProps {
  readonly initial: AudioSettings;
  readonly pickMedia: EditorServices['pickMedia'];
  /** The element fields to store; an `undefined` field is removed. */
  readonly onSave: (fields: Record<string, unknown>) => void;
  readonly onCancel: () => void;
}

/**
 * 'Audio Settings' (spec authoring §2): the chosen file's name, read-only, with Select (the
 * 'Select Audio' picker) and Preview (plays it here) buttons, an Alt Text field, and Save
 * and Cancel. Save stays disabled until a file is chosen.
 * @public
 */
export function AudioSettingsDialog({ initial, pickMedia, onSave, onCancel }: AudioSettingsDialogProps): ReactNode {
  const [src, setSrc] = useState(initial.src);
  const [fileName, setFileName] = useState(() => urlFileName(initial.src));
  const [alt, setAlt] = useState(initial.alt);
  const [previewing, setPreviewing] = useState(false);
  const playable = src.trim() !== '' && isSafeUrl(src.trim());

  const select = async () => {
    const picked = await pickMedia({ title: 'Select Audio', mediaTypes: ['audio'], currentUrl: src || undefined });
    if (!picked) return;
    setSrc(picked.url);
    setFileName(picked.fileName || urlFileName(picked.url));
    setPreviewing(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (playable) onSave({ src: src.trim(), alt: alt.trim() || undefined });
  };

  return (
    <ModalDialog title="Audio Settings" onClose={onCancel} restoreFocus>
      <form onSubmit={save} style={{ display: 'grid', gap: 12 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
          <label style={{ display: 'grid', flex: '1 1 240px' }}>
            File name
            <input type="text" readOnly value={fileName} placeholder="No file chosen" />
          </label>
          <button type="button" onClick={() => void select()}>
            Select
          </button>
          <button type="button" aria-pressed={previewing} disabled={!playable} onClick={() => setPreviewing((was) => !was)}>
            Preview
          </button>
        </div>
        {previewing && playable ? <audio controls autoPlay src={src.trim()} aria-label={`Preview of ${fileName}`} /> : null}
        <label style={{ display: 'grid' }}>
          Alt Text
          <input type="text" value={alt} onChange={(event) => setAlt(event.target.value)} />
        </label>
        <DialogButtons onCancel={onCancel} submitLabel="Save" submitDisabled={!playable} />
      </form>
    </ModalDialog>
  );
}
