import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Undoable } from '@quire/plugin-sdk/delivery';
import { errorMessage } from '../../app/error-message.js';
import './undo-toasts.css';

/** How long an undo toast stays (delivery §9). */
export const UNDO_TOAST_MS = 5000;

interface Toast {
  readonly id: number;
  readonly undoable: Undoable;
  readonly failure?: string;
}

const UndoContext = createContext<((undoable: Undoable) => void) | undefined>(undefined);

/** The `offerUndo` of the nearest UndoToasts, or undefined outside one (nothing to undo there). */
export function useOfferUndo(): ((undoable: Undoable) => void) | undefined {
  return useContext(UndoContext);
}

/**
 * Undo toasts for reversible learner actions: each offered action shows its description
 * and an Undo button for 5 s (the time stops while the pointer or the focus is on the
 * toast, so keyboard and screen reader users are not rushed). Undo runs the action's
 * reverse; a failure stays on screen until dismissed.
 */
export function UndoToasts({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);

  const offerUndo = useCallback((undoable: Undoable) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, undoable }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const undo = useCallback(
    async (toast: Toast) => {
      try {
        await toast.undoable.undo();
        dismiss(toast.id);
      } catch (error) {
        setToasts((current) => current.map((t) => (t.id === toast.id ? { ...t, failure: `Could not undo: ${errorMessage(error)}` } : t)));
      }
    },
    [dismiss],
  );

  return (
    <UndoContext.Provider value={offerUndo}>
      {children}
      <div className="undo-toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <UndoToast key={toast.id} toast={toast} onUndo={() => void undo(toast)} dismiss={dismiss} />
        ))}
      </div>
    </UndoContext.Provider>
  );
}

function UndoToast({ toast, onUndo, dismiss }: { toast: Toast; onUndo: () => void; dismiss: (id: number) => void }) {
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
