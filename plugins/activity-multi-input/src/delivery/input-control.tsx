import type { ReactNode } from 'react';
import { isValidNumericAnswer, richContentText, type Choice, type Descendant, type MultiInput } from '@quire/plugin-sdk';

/** Props of {@link InputControl}. @public */
export interface InputControlProps {
  readonly input: MultiInput;
  readonly choices: readonly Choice[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The control's accessible name, 'Part N answer'. */
  readonly label: string;
  readonly readOnly: boolean;
}

/** True when a numeric input holds text that is not a number (blank is not an error). @public */
export function isInvalidNumber(input: MultiInput, value: string): boolean {
  return input.inputType === 'numeric' && value.trim() !== '' && !isValidNumericAnswer(value.trim());
}

// A numeric size sets the field's width in characters; a named one ('small'…) a class.
function sizeProps(size: MultiInput['size']) {
  if (typeof size === 'number') return { size };
  return size ? { className: `input-size-${size}` } : {};
}

/**
 * The learner's control for one input, drawn inline in the stem: a menu of the dropdown's
 * choices (its answer is the choice id), or a text field; a number field carries the error
 * style while it holds no valid number, and shows its unit after it.
 * @public
 */
export function InputControl({ input, choices, value, onChange, label, readOnly }: InputControlProps): ReactNode {
  if (input.inputType === 'dropdown') {
    const byId = new Map(choices.map((choice) => [choice.id, choice]));
    return (
      <select aria-label={label} className="dropdown-input" value={value} disabled={readOnly} onChange={(e) => onChange(e.target.value)}>
        <option value="" />
        {input.choiceIds.map((choiceId) => (
          <option key={choiceId} value={choiceId}>
            {richContentText((byId.get(choiceId)?.content ?? []) as Descendant[])}
          </option>
        ))}
      </select>
    );
  }
  const invalid = isInvalidNumber(input, value);
  const size = sizeProps(input.size);
  const kind = input.inputType === 'numeric' ? 'numeric-answer' : input.inputType === 'math' ? 'math-answer' : 'text-answer';
  const field = (
    <input
      type="text"
      aria-label={label}
      className={[kind, 'className' in size ? size.className : '', invalid ? 'invalid' : ''].filter(Boolean).join(' ')}
      aria-invalid={invalid}
      size={'size' in size ? size.size : undefined}
      inputMode={input.inputType === 'numeric' ? 'decimal' : undefined}
      value={value}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  if (input.inputType === 'numeric' && input.unit) {
    return (
      <span className="input-with-unit">
        {field} <span className="unit">{input.unit}</span>
      </span>
    );
  }
  return field;
}
