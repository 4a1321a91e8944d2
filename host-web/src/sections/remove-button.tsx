import { useState } from 'react';

/** Remove, asking first in place: the row offers the confirmation and a way back. */
export function RemoveButton({ what, onRemove }: { what: string; onRemove: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button-small" onClick={() => setAsking(true)} aria-label={`Remove ${what}`}>
        Remove
      </button>
    );
  }
  const confirm = async () => {
    setBusy(true);
    try {
      await onRemove();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <span className="confirm-remove" role="group" aria-label={`Remove ${what}?`}>
      <span>Remove {what}?</span>
      <button type="button" className="button button-small button-danger" disabled={busy} onClick={() => void confirm()} autoFocus>
        Remove
      </button>
      <button type="button" className="button button-small" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
