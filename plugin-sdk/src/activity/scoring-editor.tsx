import { useId, type ReactNode } from 'react';
import { SCORING_STRATEGIES, type Part, type ScoringStrategy } from '@quire/core';

/** Props of {@link ScoringEditor}. @public */
export interface ScoringEditorProps {
  readonly part: Part;
  readonly onChange: (part: Part) => void;
  readonly readOnly: boolean;
}

const STRATEGY_LABELS: Record<ScoringStrategy, string> = {
  average: 'Average',
  best: 'Best',
  most_recent: 'Most recent',
  total: 'Total',
};

// An empty or non-numeric field unsets the value rather than storing NaN.
function numberOrUndefined(text: string): number | undefined {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
}

/**
 * A part's scoring: 'Out of' (empty means the highest response score), the 'Scoring
 * strategy' across attempts, and the 'Incorrect score' given when no response matches.
 * @public
 */
export function ScoringEditor({ part, onChange, readOnly }: ScoringEditorProps): ReactNode {
  const id = useId();
  const set = (field: 'outOf' | 'incorrectScore', text: string) => {
    const value = numberOrUndefined(text);
    if (field === 'outOf' && value !== undefined && value < 0) return;
    const { [field]: _old, ...rest } = part;
    onChange(value === undefined ? (rest as Part) : { ...part, [field]: value });
  };
  return (
    <fieldset className="scoring-editor">
      <legend>Scoring</legend>
      <label htmlFor={`${id}-out-of`}>Out of</label>
      <input id={`${id}-out-of`} type="number" min={0} disabled={readOnly} value={part.outOf ?? ''} onChange={(event) => set('outOf', event.target.value)} />
      <label htmlFor={`${id}-strategy`}>Scoring strategy</label>
      <select
        id={`${id}-strategy`}
        disabled={readOnly}
        value={part.scoringStrategy}
        onChange={(event) => onChange({ ...part, scoringStrategy: event.target.value as ScoringStrategy })}
      >
        {SCORING_STRATEGIES.map((strategy) => (
          <option key={strategy} value={strategy}>
            {STRATEGY_LABELS[strategy]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-incorrect`}>Incorrect score</label>
      <input
        id={`${id}-incorrect`}
        type="number"
        disabled={readOnly}
        value={part.incorrectScore ?? ''}
        onChange={(event) => set('incorrectScore', event.target.value)}
      />
    </fieldset>
  );
}
