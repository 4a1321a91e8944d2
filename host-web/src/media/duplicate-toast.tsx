import { useEffect } from 'react';
import { DUPLICATE_FILE_MESSAGE, DUPLICATE_FILE_TITLE, DUPLICATE_TOAST_MS } from './media-messages.js';

/** The warning after uploading a file the library already had; it leaves after 5 s or on click. */
export function DuplicateToast({ onDismiss }: { onDismiss: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, DUPLICATE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);
  return (
    <button type="button" className="media-toast" onClick={onDismiss}>
      <strong>{DUPLICATE_FILE_TITLE}</strong> - {DUPLICATE_FILE_MESSAGE}
    </button>
  );
}
