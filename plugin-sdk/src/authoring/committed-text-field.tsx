import { useId, useState, type ReactNode } from 'react';

/** Props of {@link CommittedTextField}. @public */
export interface CommittedTextFieldProps {
  /** The visible label. */
  readonly label: string;
  /** The field's name for assistive technology when the label needs its context ('Meaning 2', 'Speaker 2 name'). */
  readonly accessibleName?: string;
  /** The stored text. */
  readonly value: string;
  /** How many characters the field takes: typing and pasting are cut there. */
  readonly maxLength: number;
  /** Stores the typed text, trimmed; called only when it differs from `value`. */
  readonly onCommit: (text: string) => void;
  /** An example shown while the field is empty. */
  readonly placeholder?: string;
  /** A note under the field, read with it. */
  readonly hint?: string;
  /** Takes the focus as it appears: the field of an entry just added. */
  readonly autoFocus?: boolean;
  /** Written to the field's `data-focus-key`, so a form can find it again to move the focus to it after a change. */
  readonly focusKey?: string;
}

/**
 * A one-line text field of an element's edit form, drawn in the element's view. What the
 * author types is stored when the field loses the focus or on Enter, so typing it is one
 * undo step, and only when it changed; Escape puts back the stored text, and a change of
 * the stored text (an undo) shows at once. Typing is cut at `maxLength`. The plugin's
 * stylesheet lays it out through its classes, `element-form-field` and `element-form-hint`.
 * @public
 */
export function CommittedTextField({ label, accessibleName, value, maxLength, onCommit, placeholder, hint, autoFocus, focusKey }: CommittedTextFieldProps): ReactNode {
  const id = useId();
  const hintId = useId();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // The stored text changed (undo, another field's edit): show it.
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  const commit = () => {
    const text = typed.trim().slice(0, maxLength);
    if (text !== value) onCommit(text);
  };
  return (
    <div className="element-form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={typed}
        maxLength={maxLength}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-label={accessibleName}
        aria-describedby={hint ? hintId : undefined}
        data-focus-key={focusKey}
        onChange={(event) => setTyped(event.target.value.slice(0, maxLength))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') {
            setTyped(value);
          }
        }}
      />
      {hint ? (
        <p id={hintId} className="element-form-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
