import { useId, type ReactNode } from 'react';
import { correctChoiceIds, setCorrectChoices, type ChoiceActivityModel } from '@quire/plugin-sdk';
import { ChoiceActivityEditor, type ActivityEditorProps } from '@quire/plugin-sdk/authoring';

/** The multiple choice editor: a 'Correct answer' radio beside each choice. @public */
export function MultipleChoiceEditor(props: ActivityEditorProps<ChoiceActivityModel>): ReactNode {
  const { model, onEdit, editMode } = props;
  const name = useId();
  const correct = correctChoiceIds(model);
  return (
    <ChoiceActivityEditor
      {...props}
      mode="single"
      renderCorrect={(choice, _index, label) => (
        <label className="correct-control">
          <input
            type="radio"
            name={name}
            aria-label={`Correct answer: ${label}`}
            checked={correct.includes(choice.id)}
            disabled={!editMode}
            onChange={() => onEdit(setCorrectChoices(model, 'single', [choice.id]))}
          />
          Correct answer
        </label>
      )}
    />
  );
}
