import { useId, type ReactNode } from 'react';
import { createId, type Transformation } from '@quire/core';

/** Props of {@link ShuffleToggle}. @public */
export interface ShuffleToggleProps {
  readonly transformations: readonly Transformation[];
  readonly onChange: (transformations: Transformation[]) => void;
  readonly readOnly: boolean;
  /** The model array shuffled; 'choices' by default. */
  readonly path?: string;
  /** The checkbox label; 'Shuffle choices' by default. */
  readonly label?: string;
  readonly makeId?: () => string;
}

/**
 * 'Shuffle choices' adds or removes the shuffle transformation of `path`; 'First attempt
 * only' (on for a new one) keeps later attempts in the authored order.
 * @public
 */
export function ShuffleToggle({ transformations, onChange, readOnly, path = 'choices', label = 'Shuffle choices', makeId = createId }: ShuffleToggleProps): ReactNode {
  const id = useId();
  const isShuffle = (t: Transformation) => t.operation === 'shuffle' && t.path === path && t.partId === undefined;
  const shuffle = transformations.find(isShuffle);
  const toggle = (on: boolean) =>
    onChange(on ? [...transformations, { id: makeId(), path, operation: 'shuffle', firstAttemptOnly: true }] : transformations.filter((t) => !isShuffle(t)));
  const setFirstOnly = (firstAttemptOnly: boolean) => onChange(transformations.map((t) => (isShuffle(t) ? { ...t, firstAttemptOnly } : t)));
  return (
    <div className="shuffle-toggle">
      <input id={`${id}-shuffle`} type="checkbox" disabled={readOnly} checked={shuffle !== undefined} onChange={(event) => toggle(event.target.checked)} />
      <label htmlFor={`${id}-shuffle`}>{label}</label>
      <input
        id={`${id}-first`}
        type="checkbox"
        disabled={readOnly || shuffle === undefined}
        checked={shuffle?.firstAttemptOnly ?? false}
        onChange={(event) => setFirstOnly(event.target.checked)}
      />
      <label htmlFor={`${id}-first`}>First attempt only</label>
    </div>
  );
}
