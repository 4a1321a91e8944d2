import type { PartEvaluation, RichText } from '@quire/core';
import type { ActivityAttemptState } from '../activity/activity-views.js';

/** What {@link singlePartAttempt} may be told; the rest is a first attempt at part '1'. @public */
export interface SinglePartAttemptOptions {
  /** The part's evaluation: the attempt is evaluated with its score when given. */
  readonly evaluation?: PartEvaluation | null;
  readonly response?: string | null;
  readonly attemptGuid?: string;
  readonly hints?: readonly RichText[];
  readonly hasMoreHints?: boolean;
}

/**
 * A learner's attempt at a one-part activity, as the server answers it: active without an
 * evaluation, evaluated (with the evaluation's score) with one. For learner-view tests.
 * @public
 */
export function singlePartAttempt(options: SinglePartAttemptOptions = {}): ActivityAttemptState {
  const evaluation = options.evaluation ?? null;
  return {
    attemptGuid: options.attemptGuid ?? 'g1',
    attemptNumber: 1,
    state: evaluation ? 'evaluated' : 'active',
    score: evaluation?.score ?? null,
    outOf: evaluation?.outOf ?? null,
    parts: [
      {
        partId: '1',
        attemptGuid: 'p1',
        response: options.response ?? null,
        evaluation,
        hints: options.hints ?? [],
        hasMoreHints: options.hasMoreHints ?? true,
      },
    ],
  };
}
