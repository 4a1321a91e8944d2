import { useId, type ReactNode } from 'react';
import { withPart } from '@quire/plugin-sdk';
import { PartEditor, StemEditor, type ActivityEditorProps } from '@quire/plugin-sdk/authoring';
import type { ShortAnswerInputType, ShortAnswerModel } from '../common/short-answer-model.js';
import { setShortAnswerInputType, setShortAnswerStem } from './short-answer-edits.js';

/** The input types in the editor's menu, named as the activity bank names them. @public */
export const INPUT_TYPE_LABELS: Record<ShortAnswerInputType, string> = {
  numeric: 'Number',
  text: 'Text',
  textarea: 'Paragraph',
  math: 'Math',
};

/** The short answer editor: stem, input type, responses, scoring, hints and explanation. @public */
export function ShortAnswerEditor({ model, onEdit, editMode, RichTextField }: ActivityEditorProps<ShortAnswerModel>): ReactNode {
  const id = useId();
  const readOnly = !editMode;
  const [part] = model.authoring.parts;
  return (
    <div className="short-answer-editor">
      <StemEditor stem={model.stem} onChange={(stem) => onEdit(setShortAnswerStem(model, stem))} RichTextField={RichTextField} readOnly={readOnly} />
      <label htmlFor={`${id}-input-type`}>Input type</label>
      <select
        id={`${id}-input-type`}
        value={model.inputType}
        disabled={readOnly}
        onChange={(e) => onEdit(setShortAnswerInputType(model, e.target.value as ShortAnswerInputType))}
      >
        {Object.entries(INPUT_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {part && (
        <>
          <h3>Answers</h3>
          <PartEditor
            key={model.inputType === 'numeric' ? 'numeric' : 'text'}
            part={part}
            onChange={(next) => onEdit(withPart(model, next))}
            numeric={model.inputType === 'numeric'}
            RichTextField={RichTextField}
            readOnly={readOnly}
          />
        </>
      )}
    </div>
  );
}
