import type { ComponentType, ReactNode } from 'react';
import { createId, type ActivityResponse } from '@quire/core';
import type { RichTextFieldProps } from './activity-views.js';
import { choiceLabel } from './choices-editor.js';
import type { ChoiceMode } from './choices.js';
import type { ChoiceActivityModel } from './choice-activity.js';
import { addTargetedResponse, choicePart, editChoicePart, removeTargetedResponse, setTargetedChoices } from './choice-activity-edits.js';
import { FeedbackEditor } from './feedback-editor.js';
import { moveItem } from './rich-text-edits.js';

/** Props of {@link TargetedFeedbackEditor}. @public */
export interface TargetedFeedbackEditorProps {
  readonly model: ChoiceActivityModel;
  readonly mode: ChoiceMode;
  readonly onChange: (model: ChoiceActivityModel) => void;
  readonly RichTextField: ComponentType<RichTextFieldProps>;
  readonly readOnly: boolean;
  readonly makeId?: () => string;
}

interface SelectorProps {
  readonly model: ChoiceActivityModel;
  readonly mode: ChoiceMode;
  readonly ids: readonly string[];
  readonly name: string;
  readonly readOnly: boolean;
  readonly onChange: (ids: string[]) => void;
}

// How the author says which answer a targeted response is for: one choice, a set, or an order.
function AnswerSelector({ model, mode, ids, name, readOnly, onChange }: SelectorProps): ReactNode {
  const labelOf = (id: string) => choiceLabel(model.choices.findIndex((choice) => choice.id === id));
  if (mode === 'single') {
    return (
      <label>
        {`Choice for ${name}`}
        <select disabled={readOnly} value={ids[0] ?? ''} onChange={(event) => onChange([event.target.value])}>
          {model.choices.map((choice, index) => (
            <option key={choice.id} value={choice.id}>
              {choiceLabel(index)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (mode === 'multiple') {
    return (
      <fieldset>
        <legend>{`Choices for ${name}`}</legend>
        {model.choices.map((choice, index) => (
          <label key={choice.id}>
            <input
              type="checkbox"
              disabled={readOnly}
              checked={ids.includes(choice.id)}
              onChange={(event) => onChange(model.choices.map((c) => c.id).filter((id) => (id === choice.id ? event.target.checked : ids.includes(id))))}
            />
            {choiceLabel(index)}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <ol aria-label={`Order for ${name}`}>
      {ids.map((id, index) => (
        <li key={id}>
          {labelOf(id)}
          <button type="button" aria-label={`Move ${labelOf(id)} up in ${name}`} disabled={readOnly || index === 0} onClick={() => onChange(moveItem(ids, index, -1))}>
            ↑
          </button>
          <button
            type="button"
            aria-label={`Move ${labelOf(id)} down in ${name}`}
            disabled={readOnly || index === ids.length - 1}
            onClick={() => onChange(moveItem(ids, index, 1))}
          >
            ↓
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * Targeted feedback: responses chosen by a specific answer (a choice, a set of choices or
 * an order), each with its own feedback, matched before the incorrect catch-all.
 * @public
 */
export function TargetedFeedbackEditor({ model, mode, onChange, RichTextField, readOnly, makeId = createId }: TargetedFeedbackEditorProps): ReactNode {
  const responses = new Map(choicePart(model).responses.map((response) => [response.id, response]));
  const targeted = (model.authoring.targeted ?? []).filter(([, responseId]) => responses.has(responseId));
  const editResponse = (next: ActivityResponse) =>
    onChange(editChoicePart(model, (part) => ({ ...part, responses: part.responses.map((r) => (r.id === next.id ? next : r)) })));
  const allIds = model.choices.map((choice) => choice.id);
  // A new targeted response starts on an answer other than the correct one, so it can match.
  const correct = model.authoring.correct?.[0] ?? [];
  const firstAnswer = mode === 'order' ? [...allIds].reverse() : allIds.filter((id) => !correct.includes(id)).slice(0, 1);
  return (
    <fieldset className="targeted-feedback-editor">
      <legend>Targeted feedback</legend>
      {targeted.map(([ids, responseId], index) => {
        const name = `targeted feedback ${index + 1}`;
        return (
          <div key={responseId} className="targeted-response">
            <AnswerSelector model={model} mode={mode} ids={ids} name={name} readOnly={readOnly} onChange={(next) => onChange(setTargetedChoices(model, mode, responseId, next))} />
            <FeedbackEditor
              label={`Feedback for ${name}`}
              response={responses.get(responseId)!}
              onChange={editResponse}
              RichTextField={RichTextField}
              readOnly={readOnly}
            />
            <button type="button" aria-label={`Remove ${name}`} disabled={readOnly} onClick={() => onChange(removeTargetedResponse(model, responseId))}>
              Remove
            </button>
          </div>
        );
      })}
      <button type="button" disabled={readOnly} onClick={() => onChange(addTargetedResponse(model, mode, firstAnswer, makeId))}>
        Add targeted feedback
      </button>
    </fieldset>
  );
}
