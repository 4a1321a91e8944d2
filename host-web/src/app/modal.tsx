import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame.js';

/** Modal sizes of the spec (authoring §9); lg is the default. */
export type ModalSize = 'sm' | 'md' | 'lg' | 'xlg';

export interface ModalProps {
  readonly title: string;
  readonly children: ReactNode;
  readonly onCancel: () => void;
  /** Leave out for a dialog without an OK button. */
  readonly onOk?: () => void;
  readonly okLabel?: string;
  readonly cancelLabel?: string;
  readonly okDisabled?: boolean;
  readonly okStyle?: 'primary' | 'danger';
  readonly size?: ModalSize;
}

/** A modal with the spec's default buttons ('Ok', 'Cancel'); focus returns where it was when it closes. */
export function Modal({
  title,
  children,
  onCancel,
  onOk,
  okLabel = 'Ok',
  cancelLabel = 'Cancel',
  okDisabled,
  okStyle = 'primary',
  size = 'lg',
}: ModalProps) {
  return (
    <DialogFrame title={title} onClose={onCancel} className="modal" extraClassName={`modal-${size}`} restoreFocus>
      <div className="modal-body">{children}</div>
      <div className="modal-footer">
        <button type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
        {onOk ? (
          <button type="button" className={`button button-${okStyle}`} disabled={okDisabled} onClick={onOk}>
            {okLabel}
          </button>
        ) : null}
      </div>
    </DialogFrame>
  );
}
