import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

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
 * Given by a host that submits activities on the learner's behalf (a survey's Submit
 * Survey): inside it, an activity shows no Submit or Reset of its own and hands its
 * submit over instead. @public
 */
export interface ExternalSubmit {
  /** Receives the view's submit while the learner can submit, null while they cannot. */
  readonly register: (submit: (() => Promise<void>) | null) => void;
}

/** @public */
export const ExternalSubmitContext = createContext<ExternalSubmit | null>(null);

/**
 * The Submit button (disabled until the learner answered and while the answer is on its
 * way), and after evaluation the Reset button that starts a new attempt. Nothing in review.
 * Inside an {@link ExternalSubmitContext} it shows nothing and registers its submit there.
 * @public
 */
export function ActivityActions({ canSubmit, evaluated, readOnly, onSubmit, onReset }: ActivityActionsProps): ReactNode {
  const [busy, setBusy] = useState(false);
  const external = useContext(ExternalSubmitContext);
  const submittable = !readOnly && !evaluated && canSubmit;
  useEffect(() => {
    if (!external) return;
    external.register(submittable ? onSubmit : null);
    return () => external.register(null);
  }, [external, submittable, onSubmit]);
  if (readOnly || external) return null;
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
