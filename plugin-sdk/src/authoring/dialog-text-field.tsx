import { useId, type ReactNode } from 'react';

/** Props of {@link DialogTextField}. @public */
export interface DialogTextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
  /** A note under the field, read with it. */
  readonly hint?: string;
  /** What is wrong with the value; marks the field invalid and is read with it. */
  readonly error?: string;
  readonly autoFocus?: boolean;
}

// Label, field, hint and error stacked, whatever the host's stylesheet says of forms.
const FIELD_LAYOUT = { display: 'flex', flexDirection: 'column', gap: '0.25rem', marginBottom: '0.75rem' } as const;

/** A labelled text field of a settings dialog, with its hint and error tied to it. @public */
export function DialogTextField({ label, value, onChange, placeholder, hint, error, autoFocus }: DialogTextFieldProps): ReactNode {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="editor-dialog-field" style={FIELD_LAYOUT}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="editor-dialog-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="editor-dialog-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
