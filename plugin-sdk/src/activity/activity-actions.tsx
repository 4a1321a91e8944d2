import { useState, type ReactNode } from 'react';

/** Props of {@link ActivityActions}. @public */
export interface ActivityActionsProps {
  /** True once the learner has answered enough to submit. */
  readonly canSubmit: boolean;
  /** True after the server evaluated the attempt: Reset replaces Submit. */
  readonly evaluated: boolean;
  readonly readOnly: boolean;
  readonly onSubmit: () => Promise<void>;
  readonly onReset: () => Promise<void>;
}

/**
 * The Submit button (disabled until the learner answered and while the answer is on its
 * way), and after evaluation the Reset button that starts a new attempt. Nothing in review.
 * @public
 */
export function ActivityActions({ canSubmit, evaluated, readOnly, onSubmit, onReset }: ActivityActionsProps): ReactNode {
  const [busy, setBusy] = useState(false);
  if (readOnly) return null;
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="activity-actions">
      {evaluated ? (
        <button type="button" className="reset" disabled={busy} onClick={() => void run(onReset)}>
          Reset
        </button>
      ) : (
        <button type="button" className="submit" disabled={!canSubmit || busy} aria-busy={busy} onClick={() => void run(onSubmit)}>
          Submit
        </button>
      )}
    </div>
  );
}
