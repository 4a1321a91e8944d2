import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** Props of {@link ModalDialog}. @public */
export interface ModalDialogProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Escape, a press on the backdrop, or the dialog's own buttons. */
  readonly onClose: () => void;
  /**
   * Class of the dialog; the backdrop and the title get `-backdrop` and `-title` added.
   * `editor-dialog` when left out: the host styles it as the editor's dialogs.
   */
  readonly className?: string;
  /** More classes for the dialog, such as a size (`modal-md`). */
  readonly extraClassName?: string;
  /** Gives the focus back to where it was when the dialog opened; leave out when the opener does that. */
  readonly restoreFocus?: boolean;
  /** The control that gets the focus when the dialog opens; else the one that took it, or the first. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Draws the dialog where it stands in the page rather than on the page body. Only for a
   * host whose styles or ids expect the dialog inside its own markup.
   */
  readonly inPlace?: boolean;
}

// React carries the events of a portal to the owner's ancestors: for an element view, the
// editor. Keys, typing (an undo typed in a field would undo the document) and presses stop here.
const stop = (event: SyntheticEvent) => event.stopPropagation();
const KEPT_FROM_OWNER = { onKeyDown: stop, onKeyUp: stop, onInput: stop, onPointerDown: stop, onClick: stop } as const;

/**
 * The modal dialog of plugins and of the host: focus moves to the control that should have
 * it, Tab stays inside, Escape and a press on the backdrop close it. It is drawn on the
 * page body, outside the editable area, and nothing typed or pressed in it reaches the
 * editor around the element that opened it.
 * @public
 */
export function ModalDialog({ title, children, onClose, className = 'editor-dialog', extraClassName, restoreFocus, initialFocus, inPlace }: ModalDialogProps): ReactNode {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Taken while rendering: a field with autoFocus takes the focus before any effect runs.
  const [opener] = useState(() => document.activeElement);

  // Only as it opens: a later render must not move the focus the author moved since.
  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const requested = initialFocus?.current;
    if (requested) requested.focus();
    else if (!root.contains(document.activeElement)) (root.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`) ?? root).focus();
  }, []);

  useEffect(() => {
    if (!restoreFocus) return undefined;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [restoreFocus, opener]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, dialog.current);
    }
  };

  const frame = (
    <div
      className={`${className}-backdrop`}
      {...(inPlace ? {} : KEPT_FROM_OWNER)}
      onMouseDown={(event) => {
        if (!inPlace) event.stopPropagation();
        if (event.target === event.currentTarget) onClose();
      }}
    >
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
  return inPlace ? frame : createPortal(frame, document.body);
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
