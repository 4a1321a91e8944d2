import type { ReactNode } from 'react';
import { partLabel } from '@quire/plugin-sdk';
import { type MultiInputModel } from '../common/multi-input-schema.js';
import { StemEditor, type ActivityEditorProps } from '@quire/plugin-sdk/authoring';
import { addInput, removeStemInputRef, setStem } from '../common/edit-inputs.js';
import { stemInputRefIds } from '../common/stem-input-refs.js';
import { InputEditor } from './input-editor.js';
import { INPUT_TYPE_LABELS } from './input-labels.js';
import { InputRefLabels } from './input-ref-chip.js';

/** The message of a stem reference with no input (spec authoring §8). @public */
export const MISSING_INPUT_REF = 'Missing Input Ref (delete)';

/**
 * The multi-input editor: the stem, one section per input ('Part N') and 'Add input',
 * which puts a new text input at the end of the stem. A stem reference with no input
 * shows 'Missing Input Ref (delete)' in red; clicking it deletes the reference.
 * @public
 */
export function MultiInputEditor({ model, onEdit, editMode, RichTextField }: ActivityEditorProps<MultiInputModel>): ReactNode {
  const readOnly = !editMode;
  const inputIds = new Set(model.inputs.map((input) => input.id));
  const missing = [...new Set(stemInputRefIds(model.stem.content).filter((id) => !inputIds.has(id)))];
  const refLabels = new Map(model.inputs.map((input, index) => [input.id, `${partLabel(index + 1)}: ${INPUT_TYPE_LABELS[input.inputType]}`]));
  return (
    <div className="multi-input-editor">
      <InputRefLabels.Provider value={refLabels}>
        <StemEditor stem={model.stem} onChange={(stem) => onEdit(setStem(model, stem))} RichTextField={RichTextField} readOnly={readOnly} />
      </InputRefLabels.Provider>
      {missing.map((id) => (
        <button
          key={id}
          type="button"
          className="missing-input-ref"
          style={{ color: 'red' }}
          disabled={readOnly}
          onClick={() => onEdit(removeStemInputRef(model, id))}
        >
          {MISSING_INPUT_REF}
        </button>
      ))}
      {model.inputs.map((input, index) => (
        <InputEditor key={input.id} model={model} input={input} label={partLabel(index + 1)} onEdit={onEdit} RichTextField={RichTextField} readOnly={readOnly} />
      ))}
      <button type="button" disabled={readOnly} onClick={() => onEdit(addInput(model, 'text'))}>
        Add input
      </button>
      <label>
        <input
          type="checkbox"
          checked={model.submitPerPart === true}
          disabled={readOnly}
          onChange={(e) => onEdit({ ...model, submitPerPart: e.target.checked })}
        />
        Submit each part separately
      </label>
    </div>
  );
}
