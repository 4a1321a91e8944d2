import { useId, useState } from 'react';
import type { Logic } from '@quire/core';
import { useActivityObjectivesAndTags } from '../editor/activity/objective-tag-pickers.js';
import { BankFilterPanel } from './bank-filter-panel.js';
import { useFilterChoices, withCreatedObjectives } from './use-filter-choices.js';

/** How many activities a selection may draw from the bank. */
export const SELECTION_COUNT_MIN = 1;
export const SELECTION_COUNT_MAX = 50;
export const SELECTION_COUNT_MESSAGE = `Choose a whole number from ${SELECTION_COUNT_MIN} to ${SELECTION_COUNT_MAX}.`;

interface SelectionEditorProps {
  readonly projectSlug: string;
  readonly count: number;
  readonly logic: Logic;
  readonly onChange: (fields: { count?: number; logic?: Logic }) => void;
}

/**
 * The settings of a page's activity bank selection: how many activities it draws, and the
 * bank filters they are drawn from (the bank's own filter panel, giving its `logic`).
 */
export function SelectionEditor({ projectSlug, count, logic, onChange }: SelectionEditorProps) {
  const { types, objectives, loadError } = useFilterChoices(projectSlug);
  const catalog = useActivityObjectivesAndTags(projectSlug);
  // What the author typed, kept while it is not a count the selection may have.
  const [typed, setTyped] = useState(String(count));
  const errorId = useId();
  const wanted = Number(typed);
  const valid = typed.trim() !== '' && Number.isInteger(wanted) && wanted >= SELECTION_COUNT_MIN && wanted <= SELECTION_COUNT_MAX;

  return (
    <div className="selection-editor">
      {loadError ? (
        <p className="alert alert-error" role="alert">
          {loadError}
        </p>
      ) : null}
      <label className="field-inline">
        Number of activities
        <input
          type="number"
          min={SELECTION_COUNT_MIN}
          max={SELECTION_COUNT_MAX}
          step={1}
          value={typed}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : errorId}
          onChange={(event) => {
            const next = event.target.value;
            setTyped(next);
            const number = Number(next);
            if (next.trim() !== '' && Number.isInteger(number) && number >= SELECTION_COUNT_MIN && number <= SELECTION_COUNT_MAX) onChange({ count: number });
          }}
        />
      </label>
      {valid ? null : (
        <p id={errorId} className="alert alert-error" role="alert">
          {SELECTION_COUNT_MESSAGE}
        </p>
      )}
      <BankFilterPanel
        value={logic}
        onApply={(next) => onChange({ logic: next })}
        tags={catalog.tags}
        objectives={withCreatedObjectives(objectives, catalog.objectives)}
        types={types}
      />
    </div>
  );
}
