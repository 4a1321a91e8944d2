import type { ActivityAttemptState, PartAttemptState } from './activity-views.js';

/**
 * The attempt state of one part, or an empty one (no response, no hints) when the server
 * has not answered for it yet, so views can render before the first evaluation.
 * @public
 */
export function partAttempt(attempt: ActivityAttemptState, partId: string): PartAttemptState {
  return (
    attempt.parts.find((part) => part.partId === partId) ?? {
      partId,
      attemptGuid: '',
      response: null,
      evaluation: null,
      hints: [],
      hasMoreHints: false,
    }
  );
}
