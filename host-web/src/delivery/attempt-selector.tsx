import { useId } from 'react';
import type { AttemptSummary } from './activity-attempt-client.js';

function describe(attempt: AttemptSummary, latest: boolean): string {
  const score = attempt.score !== null && attempt.outOf !== null ? `, score ${attempt.score} / ${attempt.outOf}` : '';
  const state = attempt.state === 'active' ? ', in progress' : attempt.state === 'submitted' ? ', awaiting grading' : '';
  return `Attempt ${attempt.attemptNumber}${latest ? ' (latest)' : ''}${state}${score}`;
}

/**
 * The review-mode attempt selector (delivery §4): the learner's attempts at one activity,
 * latest first and chosen first; choosing an earlier one shows it read-only.
 */
export function AttemptSelector({ attempts, chosen, onChoose }: {
  readonly attempts: readonly AttemptSummary[];
  readonly chosen: string;
  readonly onChoose: (attemptGuid: string) => void;
}) {
  const id = useId();
  const reviewing = attempts[0]?.attemptGuid !== chosen;
  return (
    <div className="attempt-selector">
      <label htmlFor={id}>Attempt</label>
      <select id={id} value={chosen} onChange={(event) => onChoose(event.target.value)}>
        {attempts.map((attempt, index) => (
          <option key={attempt.attemptGuid} value={attempt.attemptGuid}>
            {describe(attempt, index === 0)}
          </option>
        ))}
      </select>
      {reviewing ? <span className="review-badge">Reviewing an earlier attempt</span> : null}
    </div>
  );
}
