import type { ReactNode, SyntheticEvent } from 'react';
import { PreviewEditToggle, usePreviewEdit, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { readDialog } from '../common/read-dialog.js';
import { DialogTranscript } from '../delivery/dialog-transcript.js';
import { EMPTY_DIALOG_MESSAGE, UNKNOWN_SPEAKER_LABEL } from './dialog-labels.js';
import { DialogForm } from './dialog-form.js';
import { PlainLineText } from './line-text-field.js';

// Keys pressed in the form are the form's: none of them is the page editor's to act on.
const keepKeys = (event: SyntheticEvent) => event.stopPropagation();
const plainText = (nodes: Parameters<typeof PlainLineText>[0]['nodes']) => <PlainLineText nodes={nodes} />;

/**
 * A dialog in the editor, edited in place: the Preview/Edit toggle over the dialog as
 * learners see it (its lines as plain text, a line of an unknown speaker marked) or its edit
 * form. It opens on the form while it has no lines, else on the preview (spec authoring §4).
 * Nothing in it is editable text of the page.
 * @public
 */
export function DialogEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const dialog = readDialog(element);
  const [editing, setEditing] = usePreviewEdit(dialog.lines.length === 0);
  return (
    <div {...attributes} className="dialog-editor">
      <div contentEditable={false} className="dialog-editor-frame" onKeyDown={keepKeys}>
        <PreviewEditToggle editing={editing} onChange={setEditing} label="Dialog" />
        {editing ? (
          <DialogForm element={element} />
        ) : dialog.lines.length === 0 ? (
          <p className="dialog-empty">{EMPTY_DIALOG_MESSAGE}</p>
        ) : (
          <DialogTranscript dialog={dialog} renderText={plainText} unknownSpeakerLabel={UNKNOWN_SPEAKER_LABEL} />
        )}
      </div>
      {children}
    </div>
  );
}
