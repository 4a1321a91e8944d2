import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

const DIALOG_STYLE = { padding: '16px 20px', border: '1px solid #c9ced8', borderRadius: 8, maxWidth: 'min(640px, 95vw)', width: '100%' } as const;

/**
 * A modal dialog over the editor: the browser's own `<dialog>`, so the focus moves into
 * it, stays inside, and Escape closes it; the focus goes back where it was when it
 * closes. Keys typed in it never reach the editor around it.
 * @public
 */
export function ModalDialog({ title, onClose, children }: { readonly title: string; readonly onClose: () => void; readonly children: ReactNode }): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // A layout effect, so it closes (and gives the focus back) before the element leaves the page.
  useLayoutEffect(() => {
    const element = dialog.current;
    const previous = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      previous?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      style={DIALOG_STYLE}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <h2 id={titleId} style={{ marginTop: 0, fontSize: '1.2rem' }}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
