import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../app/error-message.js';
import './item-picker.css';

/** Something an author can pick: a learning objective, a tag. */
export interface PickableItem {
  readonly id: number;
  readonly title: string;
}

export interface ItemPickerProps {
  /** The visible label of the input. */
  readonly label: string;
  readonly placeholder: string;
  readonly items: readonly PickableItem[];
  readonly selectedIds: readonly number[];
  readonly onChange: (ids: number[]) => void;
  /** Makes an item of the typed title; without it the picker only picks existing ones. */
  readonly onCreate?: (title: string) => Promise<PickableItem>;
  /** The text of the option that creates an item, e.g. `Create new tag: ${title}`. */
  readonly createLabel?: (title: string) => string;
  /** Whether an item is offered for what was typed; by default, when its title holds it, case-insensitive. */
  readonly matches?: (item: PickableItem, typed: string) => boolean;
  readonly disabled?: boolean;
}

const titleHolds = (item: PickableItem, typed: string) => item.title.toLowerCase().includes(typed.toLowerCase());

type PickerOption = { readonly kind: 'item'; readonly item: PickableItem } | { readonly kind: 'create'; readonly title: string };

/**
 * A multi-select combobox (WAI-ARIA combobox with a listbox popup): picked items show as
 * removable chips; typing filters the items not yet picked and, with `onCreate`, offers to
 * create one of the typed title.
 */
export function ItemPicker({ label, placeholder, items, selectedIds, onChange, onCreate, createLabel, matches = titleHolds, disabled = false }: ItemPickerProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const errorId = `${baseId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string>();
  // A create answers after the author may have picked or removed items meanwhile (here or
  // in a sibling picker whose state the parent's onChange closes over).
  const latest = useRef({ selectedIds, onChange });
  latest.current = { selectedIds, onChange };

  const titleOf = (id: number) => items.find((item) => item.id === id)?.title ?? `#${id}`;
  const typed = query.trim();
  const typedLower = typed.toLowerCase();
  const unpicked = items.filter((item) => !selectedIds.includes(item.id));
  const matching = unpicked.filter((item) => matches(item, typed));
  // An existing title, picked or not, is picked rather than created again.
  const typedExists = items.some((item) => item.title.trim().toLowerCase() === typedLower);
  const options: PickerOption[] = matching.map((item) => ({ kind: 'item', item }));
  if (onCreate && typed && !typedExists) options.push({ kind: 'create', title: typed });
  const active = open && options.length > 0 ? Math.min(activeIndex, options.length - 1) : -1;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const optionText = (option: PickerOption) =>
    option.kind === 'item' ? option.item.title : (createLabel?.(option.title) ?? `Create: ${option.title}`);

  const openList = () => {
    setOpen(true);
    setActiveIndex(0);
  };

  const pick = async (option: PickerOption) => {
    if (option.kind === 'item') {
      onChange([...selectedIds, option.item.id]);
      setQuery('');
      setActiveIndex(0);
      return;
    }
    if (!onCreate || creating) return;
    setCreating(true);
    setCreateError(undefined);
    try {
      const created = await onCreate(option.title);
      const current = latest.current;
      if (!current.selectedIds.includes(created.id)) current.onChange([...current.selectedIds, created.id]);
      setQuery('');
      setActiveIndex(0);
    } catch (error) {
      // The typed title stays in the input so the author can try again.
      setCreateError(errorMessage(error));
    } finally {
      setCreating(false);
    }
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
          openList();
          return;
        }
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((active + step + options.length) % options.length);
        return;
      }
      case 'Enter':
        // Enter never submits a surrounding form from here.
        event.preventDefault();
        if (active >= 0) void pick(options[active]);
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
      <label className="item-picker-label" htmlFor={inputId}>
        {label}
      </label>
      <div className={`item-picker-control${disabled ? ' item-picker-disabled' : ''}`} onClick={() => inputRef.current?.focus()}>
        {selectedIds.length > 0 ? (
          <ul className="item-picker-chips" aria-label={`Selected: ${label}`}>
            {selectedIds.map((id) => (
              <li key={id} className="item-picker-chip">
                <span>{titleOf(id)}</span>
                {disabled ? null : (
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
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={inputId}
          className="item-picker-input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={createError ? errorId : undefined}
          aria-busy={creating}
          placeholder={selectedIds.length === 0 ? placeholder : undefined}
          value={query}
          disabled={disabled}
          onChange={(event) => {
            setQuery(event.target.value);
            setCreateError(undefined);
            openList();
          }}
          onClick={() => {
            if (!open) openList();
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul id={listboxId} className="item-picker-listbox" role="listbox" aria-label={label} hidden={!open || disabled}>
        {options.length === 0 ? (
          <li className="item-picker-empty" role="presentation">
            No results
          </li>
        ) : (
          options.map((option, index) => (
            <li
              key={option.kind === 'item' ? option.item.id : 'create'}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`item-picker-option${option.kind === 'create' ? ' item-picker-create' : ''}`}
              // Keeps the focus in the input, so the list stays open for the next pick.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && setActiveIndex(index)}
              onClick={() => void pick(option)}
            >
              {optionText(option)}
            </li>
          ))
        )}
      </ul>
      {createError ? (
        <p id={errorId} className="alert alert-error item-picker-error" role="alert">
          {createError}
        </p>
      ) : null}
    </div>
  );
}
