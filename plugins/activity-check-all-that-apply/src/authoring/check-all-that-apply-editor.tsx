import type { ReactNode } from 'react';
import { correctChoiceIds, setCorrectChoices, type ChoiceActivityModel } from '@quire/plugin-sdk';
import { ChoiceActivityEditor, type ActivityEditorProps } from '@quire/plugin-sdk/authoring';

/** The check-all-that-apply editor: a 'Correct' checkbox beside each choice. @public */
export function CheckAllThatApplyEditor(props: ActivityEditorProps<ChoiceActivityModel>): ReactNode {
  const { model, onEdit, editMode } = props;
  const correct = correctChoiceIds(model);
  const toggle = (id: string, on: boolean) =>
    onEdit(setCorrectChoices(model, 'multiple', model.choices.map((choice) => choice.id).filter((c) => (c === id ? on : correct.includes(c)))));
  return (
    <ChoiceActivityEditor
      {...props}
      mode="multiple"
      renderCorrect={(choice, _index, label) => (
        <label className="correct-control">
          <input
            type="checkbox"
            aria-label={`Correct: ${label}`}
            checked={correct.includes(choice.id)}
            disabled={!editMode}
            onChange={(event) => toggle(choice.id, event.target.checked)}
          />
          Correct
        </label>
      )}
    />
  );
}
