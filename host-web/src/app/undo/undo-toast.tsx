import { useEffect, useMemo, useState } from 'react';
import type { Toast } from './toast.js';
import { UNDO_TOAST_MS } from './undo-toast-time.js';
import './undo-toasts.css';

/** One undo toast: the action, Undo and Dismiss; it goes after 5 s unless held. */
export function UndoToast({ toast, onUndo, dismiss }: { toast: Toast; onUndo: () => void; dismiss: (id: number) => void }) {
  const [held, setHeld] = useState(false);
  const failed = toast.failure !== undefined;
  // Restarts on release, so a learner who looked at the toast gets the full time again.
  useEffect(() => {
    if (held || failed) return;
    const timer = setTimeout(() => dismiss(toast.id), UNDO_TOAST_MS);
    return () => clearTimeout(timer);
  }, [held, failed, dismiss, toast.id]);
  const hold = useMemo(
    () => ({
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: () => setHeld(false),
    }),
    [],
  );
  return (
    <div className={failed ? 'undo-toast undo-toast-failed' : 'undo-toast'} {...hold}>
      <span className="undo-toast-text">{toast.failure ?? toast.undoable.description}</span>
      {failed ? null : (
        <button type="button" className="button undo-toast-undo" onClick={onUndo}>
          Undo
        </button>
      )}
      <button type="button" className="undo-toast-dismiss" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}
