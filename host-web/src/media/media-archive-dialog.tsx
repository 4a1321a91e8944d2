import { createPortal } from 'react-dom';
import type { MediaItem } from '@quire/core';
import { Modal } from '../app/modal.js';

/**
 * Spec §2's delete confirmation for archiving: 'Delete {element type}', 'Are you sure you
 * want to delete {name} ?', Delete and Cancel. Drawn over everything, a picker included.
 */
export function MediaArchiveDialog({
  items,
  busy,
  onConfirm,
  onCancel,
}: {
  items: readonly MediaItem[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const single = items.length === 1;
  const name = single ? items[0].fileName : `${items.length} media items`;
  const used = items.reduce((sum, item) => sum + (item.references ?? 0), 0);
  return createPortal(
    <Modal title={single ? 'Delete Media Item' : 'Delete Media Items'} okLabel="Delete" okStyle="danger" okDisabled={busy} onOk={onConfirm} onCancel={onCancel} size="md">
      <p>Are you sure you want to delete {name} ?</p>
      <p className="hint">
        {used > 0 ? `Content uses ${single ? 'this file' : 'these files'} ${used === 1 ? 'once' : `${used} times`}; it keeps showing ${single ? 'it' : 'them'}. ` : ''}
        Archived files leave the media library. This cannot be undone.
      </p>
    </Modal>,
    document.body,
  );
}
