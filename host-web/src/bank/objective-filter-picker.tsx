import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { objectiveMatches, type SearchableObjective } from './objective-matches.js';
import '../editor/activity/item-picker.css';

interface ObjectiveFilterPickerProps {
  readonly objectives: readonly SearchableObjective[];
  readonly selectedIds: readonly number[];
  readonly onChange: (ids: number[]) => void;
}

/**
 * The objectives a bank filter looks for: a multi-select combobox (the item picker's look
 * and keys) whose search also finds an objective by its parent's title, so typing a unit's
 * objective lists the ones under it.
 */
export function ObjectiveFilterPicker({ objectives, selectedIds, onChange }: ObjectiveFilterPickerProps) {
  const label = 'Learning objectives';
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const byId = useMemo(() => new Map(objectives.map((objective) => [objective.id, objective])), [objectives]);

  const options = objectives.filter((objective) => !selectedIds.includes(objective.id) && objectiveMatches(objective, query, byId));
  const active = open && options.length > 0 ? Math.min(activeIndex, options.length - 1) : -1;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const titleOf = (id: number) => byId.get(id)?.title ?? `#${id}`;

  const pick = (objective: SearchableObjective) => {
    onChange([...selectedIds, objective.id]);
    setQuery('');
    setActiveIndex(0);
  };
  const remove = (id: number) => {
    onChange(selectedIds.filter((selected) => selected !== id));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActiveIndex(0);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((active + step + options.length) % options.length);
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (active >= 0) pick(options[active]);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      case 'Backspace':
        if (query === '' && selectedIds.length > 0) remove(selectedIds[selectedIds.length - 1]);
        return;
    }
  };

  return (
    <div
      className="item-picker"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="item-picker-label" htmlFor={`${baseId}-input`}>
        {label}
      </label>
      <div className="item-picker-control" onClick={() => inputRef.current?.focus()}>
        {selectedIds.length > 0 ? (
          <ul className="item-picker-chips" aria-label={`Selected: ${label}`}>
            {selectedIds.map((id) => (
              <li key={id} className="item-picker-chip">
                <span>{titleOf(id)}</span>
                <button
                  type="button"
                  className="item-picker-chip-remove"
                  aria-label={`Remove ${titleOf(id)}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    remove(id);
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          className="item-picker-input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder={selectedIds.length === 0 ? 'Select a learning objective' : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActiveIndex(0);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul id={listboxId} className="item-picker-listbox" role="listbox" aria-label={label} hidden={!open}>
        {options.length === 0 ? (
          <li className="item-picker-empty" role="presentation">
            No results
          </li>
        ) : (
          options.map((objective, index) => (
            <li
              key={objective.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="item-picker-option"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && setActiveIndex(index)}
              onClick={() => pick(objective)}
            >
              {objective.title}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
