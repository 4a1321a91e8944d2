import type { ReactNode } from 'react';
import { choiceName, type Choice } from '@quire/plugin-sdk';
import { type MultiInput } from '../common/multi-input-schema.js';
import { isInvalidNumericAnswer, useNumericAnswerProblem } from '@quire/plugin-sdk/delivery';

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
  return input.inputType === 'numeric' && isInvalidNumericAnswer(value);
}

// A numeric size sets the field's width in characters; a named one ('small'…) a class.
function sizeProps(size: MultiInput['size']) {
  if (typeof size === 'number') return { size };
  return size ? { className: `input-size-${size}` } : {};
}

/**
 * The learner's control for one input, drawn inline in the stem: a menu of the dropdown's
 * choices (its answer is the choice id), or a text field; a number field shows its unit
 * after it and, while it holds no valid number, carries the error style and says why.
 * @public
 */
export function InputControl(props: InputControlProps): ReactNode {
  const { input } = props;
  return input.inputType === 'dropdown' ? <DropdownControl {...props} input={input} /> : <TextControl {...props} />;
}

function DropdownControl({ input, choices, value, onChange, label, readOnly }: InputControlProps & { input: Extract<MultiInput, { inputType: 'dropdown' }> }): ReactNode {
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  return (
    <select aria-label={label} className="dropdown-input" value={value} disabled={readOnly} onChange={(e) => onChange(e.target.value)}>
      <option value="" />
      {input.choiceIds.map((choiceId, index) => (
        <option key={choiceId} value={choiceId}>
          {choiceName(byId.get(choiceId) ?? { content: [] }, index)}
        </option>
      ))}
    </select>
  );
}

function TextControl({ input, value, onChange, label, readOnly }: InputControlProps): ReactNode {
  const numeric = input.inputType === 'numeric';
  const problem = useNumericAnswerProblem(value, numeric);
  const size = sizeProps(input.size);
  const kind = input.inputType === 'numeric' ? 'numeric-answer' : input.inputType === 'math' ? 'math-answer' : 'text-answer';
  const field = (
    <input
      type="text"
      aria-label={label}
      className={[kind, 'className' in size ? size.className : '', problem.invalid ? 'invalid' : ''].filter(Boolean).join(' ')}
      {...problem.fieldProps}
      size={'size' in size ? size.size : undefined}
      inputMode={input.inputType === 'numeric' ? 'decimal' : undefined}
      value={value}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  if (!numeric) return field;
  return (
    <>
      {input.unit ? (
        <span className="input-with-unit">
          {field} <span className="unit">{input.unit}</span>
        </span>
      ) : (
        field
      )}{' '}
      {problem.message}
    </>
  );
}
