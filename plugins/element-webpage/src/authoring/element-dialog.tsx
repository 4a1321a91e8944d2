import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';

/** Props of {@link ElementDialog}. @public */
export interface ElementDialogProps {
  readonly title: string;
  /** Escape, or the dialog's own Cancel and OK buttons. */
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A modal dialog for an element's settings. The browser's own `<dialog>` keeps the focus
 * inside and closes on Escape; it is drawn outside the editable area (a portal), so
 * typing and clicking in it never reach the editor. The focus goes back to whatever had
 * it (the element's button) when it closes.
 * @public
 */
export function ElementDialog({ title, onClose, children }: ElementDialogProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // The owner decides when the dialog goes away: Escape asks it like the Cancel button does.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return createPortal(
    <dialog ref={dialog} className="editor-dialog" aria-labelledby={titleId} onCancel={cancel}>
      <h2 id={titleId} className="editor-dialog-title">
        {title}
      </h2>
      {children}
    </dialog>,
    document.body,
  );
}
