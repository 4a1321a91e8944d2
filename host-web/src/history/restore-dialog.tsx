import { Modal } from '../app/modal.js';

/** Asks before a revision is written again as the activity's newest one. */
export function RestoreDialog({ number, busy, onConfirm, onCancel }: { number: number; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal title={`Restore revision ${number}`} okLabel="Restore" okDisabled={busy} onOk={onConfirm} onCancel={onCancel} size="md">
      <p>
        Revision {number} will be saved as a new revision of this activity. The revisions written since stay in the history.
      </p>
    </Modal>
  );
}
