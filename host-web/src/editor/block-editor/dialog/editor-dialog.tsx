import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

export interface EditorDialogProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Escape, a click on the backdrop, or the dialog's own buttons. */
  readonly onClose: () => void;
}

/**
 * A modal dialog over the editor: focus moves to its first control, Tab stays inside,
 * Escape closes. Whoever opens it gives the focus back when it closes (to the editor,
 * with the selection it had).
 */
export function EditorDialog({ title, children, onClose }: EditorDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = dialog.current;
    (root?.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`) ?? root)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, dialog.current);
    }
  };

  return (
    <div className="editor-dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="editor-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="editor-dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null): void {
  if (!container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
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
