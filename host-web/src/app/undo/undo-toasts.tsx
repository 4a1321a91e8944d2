import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { Undoable } from '@quire/plugin-sdk/delivery';
import { errorMessage } from '../error-message.js';
import type { Toast } from './toast.js';

export { UNDO_TOAST_MS } from './undo-toast-time.js';

// Most pages never offer an undo: the toast itself downloads with the first offer.
const UndoToast = lazy(() => import('./undo-toast.js').then((m) => ({ default: m.UndoToast })));

const UndoContext = createContext<((undoable: Undoable) => void) | undefined>(undefined);

/** The `offerUndo` of the nearest UndoToasts, or undefined outside one (nothing to undo there). */
export function useOfferUndo(): ((undoable: Undoable) => void) | undefined {
  return useContext(UndoContext);
}

/**
 * Undo toasts for reversible actions, the app's one toast region (a learner's answer
 * cleared, an author's activity deleted): each offered action shows its description
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
        {toasts.length > 0 ? (
          <Suspense fallback={null}>
            {toasts.map((toast) => (
              <UndoToast key={toast.id} toast={toast} onUndo={() => void undo(toast)} dismiss={dismiss} />
            ))}
          </Suspense>
        ) : null}
      </div>
    </UndoContext.Provider>
  );
}
