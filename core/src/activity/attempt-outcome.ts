import type { PartEvaluation } from '../extension/points/activity-type.js';

/** An activity attempt's state and score once its parts are evaluated. @public */
export interface AttemptOutcome {
  readonly state: 'evaluated' | 'submitted';
  readonly score: number | null;
  readonly outOf: number;
}

/**
 * An activity attempt's outcome from its parts' evaluations: `submitted` (and no score yet)
 * while a manually graded part waits for an instructor, else `evaluated` with the parts'
 * scores summed. A part with an error counts as 0.
 * @public
 */
export function attemptOutcome(evaluations: readonly PartEvaluation[]): AttemptOutcome {
  const outOf = evaluations.reduce((sum, e) => sum + (e.outOf ?? 0), 0);
  if (evaluations.some((e) => e.manual)) return { state: 'submitted', score: null, outOf };
  return { state: 'evaluated', score: evaluations.reduce((sum, e) => sum + (e.score ?? 0), 0), outOf };
}
