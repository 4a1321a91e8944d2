import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** @public */
export interface SettingsModalProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Escape or a click on the backdrop. */
  readonly onDismiss: () => void;
  /** The control that gets the focus when the modal opens; the first control when left out. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog opened from an element view, drawn outside the editor (a portal on the
 * page body) with the editor dialogs' classes: the focus moves in and Tab stays inside;
 * Escape and a click on the backdrop dismiss it. Keys and clicks stop here, so the editor
 * around the element never acts on them (React events bubble out of portals).
 * @public
 */
export function SettingsModal({ title, children, onDismiss, initialFocus }: SettingsModalProps): ReactNode {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = dialog.current;
    (initialFocus?.current ?? root?.querySelector<HTMLElement>(FOCUSABLE) ?? root)?.focus();
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onDismiss();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, dialog.current);
    }
  };

  return createPortal(
    <div
      className="editor-dialog-backdrop"
      onMouseDown={(event) => {
        event.stopPropagation();
        if (event.target === event.currentTarget) onDismiss();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    >
      <div ref={dialog} className="editor-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="editor-dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null): void {
  const focusable = container ? Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
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
