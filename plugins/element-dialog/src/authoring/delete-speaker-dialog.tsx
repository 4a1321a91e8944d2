import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ModalDialog } from '@quire/plugin-sdk/authoring';
import type { SpokenLinesFate } from '../common/dialog-edits.js';

/** The title of the dialog that asks what becomes of a deleted speaker's lines. @public */
export const DELETE_SPEAKER_TITLE = 'Delete speaker';
/** The label of the list of speakers who may take the lines. @public */
export const REASSIGN_LINES_LABEL = 'Give their lines to';
/** The button that gives the lines to the chosen speaker, then deletes the speaker. @public */
export const REASSIGN_AND_DELETE_LABEL = 'Reassign lines and delete';
/** The button that deletes the speaker with its lines. @public */
export const DELETE_WITH_LINES_LABEL = 'Delete speaker and lines';

/** Props of {@link DeleteSpeakerDialog}. @public */
export interface DeleteSpeakerDialogProps {
  /** What the editor calls the speaker ('Ana', or 'Speaker 2' while it has no name). */
  readonly speakerLabel: string;
  readonly lineCount: number;
  /** The other speakers of the dialog, who may take the lines. */
  readonly others: readonly { readonly id: string; readonly label: string }[];
  readonly onDelete: (fate: SpokenLinesFate) => void;
  readonly onCancel: () => void;
}

/**
 * Asked before deleting a speaker who says lines, so that no line is lost unseen: by default
 * the lines go to another speaker (the first other one, or the one chosen), or they are
 * deleted with the speaker. With no other speaker, only deleting them is offered.
 * @public
 */
export function DeleteSpeakerDialog({ speakerLabel, lineCount, others, onDelete, onCancel }: DeleteSpeakerDialogProps): ReactNode {
  const selectId = useId();
  const [reassignTo, setReassignTo] = useState(others[0]?.id ?? '');
  const lines = lineCount === 1 ? '1 line' : `${lineCount} lines`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDelete(others.length > 0 ? { reassignTo } : 'delete');
  };
  return (
    <ModalDialog title={DELETE_SPEAKER_TITLE} onClose={onCancel} restoreFocus>
      <form onSubmit={submit} className="dialog-delete-speaker">
        <p>{`${speakerLabel} says ${lines} in this dialog.`}</p>
        {others.length > 0 ? (
          <div className="editor-dialog-field">
            <label htmlFor={selectId}>{REASSIGN_LINES_LABEL}</label>
            <select id={selectId} value={reassignTo} onChange={(event) => setReassignTo(event.target.value)}>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.label}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p>There is no other speaker to give them to.</p>
        )}
        <div className="editor-dialog-buttons">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          {others.length > 0 ? (
            <>
              <button type="button" onClick={() => onDelete('delete')}>
                {DELETE_WITH_LINES_LABEL}
              </button>
              <button type="submit">{REASSIGN_AND_DELETE_LABEL}</button>
            </>
          ) : (
            <button type="submit">{DELETE_WITH_LINES_LABEL}</button>
          )}
        </div>
      </form>
    </ModalDialog>
  );
}
