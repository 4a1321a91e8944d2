import { useEffect, useId, useRef, type ReactNode } from 'react';

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

/**
 * A modal dialog: focus moves into it and comes back to where it was when it closes,
 * Escape cancels, Tab stays inside.
 */
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
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>('[autofocus], input, select, textarea, button:not([disabled])');
    first?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, dialog.current);
    }
  };

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div
        ref={dialog}
        className={`modal modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
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
      </div>
    </div>
  );
}

function keepFocusInside(event: React.KeyboardEvent, container: HTMLElement | null): void {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]')];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
