import { useId, type ComponentType, type ReactNode } from 'react';
import { choiceName, withPart } from '@quire/plugin-sdk';
import { MULTI_INPUT_TYPES, type MultiInput, type MultiInputModel, type MultiInputType } from '../common/multi-input-schema.js';
import { ChoicesEditor, PartEditor, type RichTextFieldProps } from '@quire/plugin-sdk/authoring';
import { removeInput, setDropdownChoices, setInputType, updateInput } from '../common/edit-inputs.js';
import { INPUT_TYPE_LABELS, UNIT_OPTIONS } from './input-labels.js';

/** Props of {@link InputEditor}. @public */
export interface InputEditorProps {
  readonly model: MultiInputModel;
  readonly input: MultiInput;
  /** The section's title, 'Part N'. */
  readonly label: string;
  readonly onEdit: (model: MultiInputModel) => void;
  readonly RichTextField: ComponentType<RichTextFieldProps>;
  readonly readOnly: boolean;
}

/**
 * One input and its part: the input type (and unit for numbers), a dropdown's choices,
 * the part's responses on `input_ref_<id>`, scoring, hints and explanation.
 * @public
 */
export function InputEditor({ model, input, label, onEdit, RichTextField, readOnly }: InputEditorProps): ReactNode {
  const id = useId();
  const part = model.authoring.parts.find((candidate) => candidate.id === input.partId);
  const choices = input.inputType === 'dropdown' ? input.choiceIds.flatMap((choiceId) => model.choices.filter((c) => c.id === choiceId)) : [];
  const options = choices.map((choice, index) => ({ id: choice.id, label: choiceName(choice, index) }));
  return (
    <section className="input-editor" aria-label={label}>
      <h3>{label}</h3>
      <label htmlFor={`${id}-type`}>Input type</label>
      <select
        id={`${id}-type`}
        value={input.inputType}
        disabled={readOnly}
        onChange={(e) => onEdit(setInputType(model, input.id, e.target.value as MultiInputType))}
      >
        {MULTI_INPUT_TYPES.map((type) => (
          <option key={type} value={type}>
            {INPUT_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      {input.inputType === 'numeric' && (
        <>
          <label htmlFor={`${id}-unit`}>Unit</label>
          <select id={`${id}-unit`} value={input.unit ?? ''} disabled={readOnly} onChange={(e) => onEdit(updateInput(model, input.id, { unit: e.target.value }))}>
            <option value="">None</option>
            {UNIT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </>
      )}
      {input.inputType === 'dropdown' && (
        <ChoicesEditor choices={choices} onChange={(next) => onEdit(setDropdownChoices(model, input.id, next))} RichTextField={RichTextField} readOnly={readOnly} />
      )}
      {part && (
        <>
          <h4>Answers</h4>
          <PartEditor
            key={input.inputType === 'numeric' ? 'numeric' : input.inputType === 'dropdown' ? 'dropdown' : 'text'}
            part={part}
            onChange={(next) => onEdit(withPart(model, next))}
            numeric={input.inputType === 'numeric'}
            inputRef={input.id}
            choices={input.inputType === 'dropdown' ? options : undefined}
            RichTextField={RichTextField}
            readOnly={readOnly}
          />
        </>
      )}
      <button type="button" disabled={readOnly || model.inputs.length === 1} onClick={() => onEdit(removeInput(model, input.id))}>
        {`Remove ${label}`}
      </button>
    </section>
  );
}
