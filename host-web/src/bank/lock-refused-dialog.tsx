import { Modal } from '../app/modal.js';
import { LOCK_REFUSED_MESSAGE, LOCK_REFUSED_TITLE } from './bank-messages.js';

/** Another author holds the activity's lock, so it can be neither edited nor deleted now. */
export function LockRefusedDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={LOCK_REFUSED_TITLE} onCancel={onClose} cancelLabel="Close" size="md">
      <p>{LOCK_REFUSED_MESSAGE}</p>
    </Modal>
  );
}
