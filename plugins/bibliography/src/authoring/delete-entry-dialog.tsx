import { useState, type ReactNode } from 'react';
import { ModalDialog } from '@quire/plugin-sdk/authoring';
import type { BibEntryRow } from '../common/bibliography-api.js';
import { failureMessage } from './cite-entries.js';

/** The title of the delete confirmation. @public */
export const DELETE_ENTRY_TITLE = 'Delete entry';

/**
 * Asks before an entry is deleted, naming it. A refusal (409: pages cite it) is shown in the
 * dialog, which stays open.
 * @public
 */
export function DeleteEntryDialog({ row, onDelete, onCancel }: { row: BibEntryRow; onDelete: () => Promise<void>; onCancel: () => void }): ReactNode {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    setProblem(undefined);
    try {
      await onDelete();
    } catch (error) {
      setProblem(failureMessage(error));
      setDeleting(false);
    }
  };
  return (
    <ModalDialog title={DELETE_ENTRY_TITLE} onClose={onCancel} className="modal" extraClassName="modal-md" restoreFocus>
      <div className="modal-body">
        <p>Delete this entry from the bibliography?</p>
        <blockquote className="bibliography-delete-reference">{row.text}</blockquote>
        {problem ? (
          <p role="alert" className="alert alert-error">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="modal-footer">
        <button type="button" className="button" onClick={onCancel} autoFocus>
          Cancel
        </button>
        <button type="button" className="button button-danger" disabled={deleting} onClick={() => void remove()}>
          Delete
        </button>
      </div>
    </ModalDialog>
  );
}
