import { Modal } from '../app/modal.js';
import { DELETE_QUESTION, DELETE_WARNING } from './bank-messages.js';

/** Asks before an activity is deleted. */
export function DeleteActivityDialog({ onDelete, onCancel }: { onDelete: () => void; onCancel: () => void }) {
  return (
    <Modal title="Delete activity" onCancel={onCancel} onOk={onDelete} okLabel="Delete" okStyle="danger" size="md">
      <p>{DELETE_QUESTION}</p>
      <p>{DELETE_WARNING}</p>
    </Modal>
  );
}
