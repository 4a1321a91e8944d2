import { useEffect, useState, type FormEvent } from 'react';
import type { Logic } from '@quire/core';
import { ItemPicker, type PickableItem } from '../editor/activity/item-picker.js';
import type { BankActivityType } from './bank-client.js';
import { EMPTY_FILTERS, filtersToLogic, isEmptyFilters, logicToFilters, sameFilters, type BankFilters } from './bank-filters.js';
import { ObjectiveFilterPicker } from './objective-filter-picker.js';
import type { SearchableObjective } from './objective-matches.js';
import './bank.css';

interface BankFilterPanelProps {
  /** The logic applied now; the panel starts from its filters. */
  readonly value: Logic;
  readonly onApply: (logic: Logic) => void;
  readonly tags: readonly PickableItem[];
  readonly objectives: readonly SearchableObjective[];
  readonly types: readonly BankActivityType[];
}

/**
 * Filters for bank activities by tags, learning objectives, type and text, given as search
 * logic. 'Apply Filters' is enabled once something changed; 'Clear all' empties every
 * filter and applies that at once.
 */
export function BankFilterPanel({ value, onApply, tags, objectives, types }: BankFilterPanelProps) {
  const [draft, setDraft] = useState<BankFilters>(() => logicToFilters(value));
  useEffect(() => setDraft(logicToFilters(value)), [value]);
  const applied = logicToFilters(value);
  const edit = (change: Partial<BankFilters>) => setDraft((current) => ({ ...current, ...change }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(filtersToLogic(draft));
  };

  return (
    <form className="bank-filters" aria-label="Filters" onSubmit={apply}>
      <ItemPicker label="Tags" placeholder="Select tags..." items={tags} selectedIds={draft.tags} onChange={(ids) => edit({ tags: ids })} />
      <ObjectiveFilterPicker objectives={objectives} selectedIds={draft.objectives} onChange={(ids) => edit({ objectives: ids })} />
      <label>
        Type
        <select value={draft.typeId ?? ''} onChange={(event) => edit({ typeId: event.target.value === '' ? null : Number(event.target.value) })}>
          <option value="">Any type</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.friendlyName}
            </option>
          ))}
        </select>
      </label>
      <label>
        Text
        <input type="search" value={draft.text} onChange={(event) => edit({ text: event.target.value })} />
      </label>
      <div className="bank-filter-actions">
        <button type="submit" className="button button-primary" disabled={sameFilters(draft, applied)}>
          Apply Filters
        </button>
        <button
          type="button"
          className="button"
          disabled={isEmptyFilters(draft)}
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onApply(filtersToLogic(EMPTY_FILTERS));
          }}
        >
          Clear all
        </button>
      </div>
    </form>
  );
}
