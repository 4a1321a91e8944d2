import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

export interface DialogFrameProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Escape, a click on the backdrop, or the dialog's own buttons. */
  readonly onClose: () => void;
  /** Class of the dialog; the backdrop and the title get `-backdrop` and `-title` added. */
  readonly className: string;
  /** More classes for the dialog, such as a size. */
  readonly extraClassName?: string;
  /** Gives the focus back to where it was when the dialog closes; leave out when the opener does that. */
  readonly restoreFocus?: boolean;
}

/**
 * Every modal dialog of the app: focus moves to its first control, Tab stays inside,
 * Escape and a click on the backdrop close it.
 */
export function DialogFrame({ title, children, onClose, className, extraClassName, restoreFocus }: DialogFrameProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const root = dialog.current;
    (root?.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`) ?? root)?.focus();
    return restoreFocus ? () => previous?.focus?.() : undefined;
  }, [restoreFocus]);

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
    <div className={`${className}-backdrop`} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={extraClassName ? `${className} ${extraClassName}` : className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={`${className}-title`}>
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
