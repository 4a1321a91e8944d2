import type { ReactNode } from 'react';
import { createId, type ActivityResponse } from '@quire/core';
import type { ActivityEditorProps } from './activity-views.js';
import { CATCH_ALL_RULE, type Choice, type ChoiceMode } from './choices.js';
import type { ChoiceActivityModel } from './choice-activity.js';
import { choicePart, editChoicePart, setChoices } from './choice-activity-edits.js';
import { ChoicesEditor } from './choices-editor.js';
import { ExplanationEditor } from './explanation-editor.js';
import { FeedbackEditor } from './feedback-editor.js';
import { HintsEditor } from './hints-editor.js';
import { ScoringEditor } from './scoring-editor.js';
import { ShuffleToggle } from './shuffle-toggle.js';
import { StemEditor } from './stem-editor.js';
import { TargetedFeedbackEditor } from './targeted-feedback-editor.js';

/** Props of {@link ChoiceActivityEditor}. @public */
export interface ChoiceActivityEditorProps extends ActivityEditorProps<ChoiceActivityModel> {
  readonly mode: ChoiceMode;
  /** The type's control that marks a choice correct, drawn beside each choice. */
  readonly renderCorrect?: (choice: Choice, index: number, label: string) => ReactNode;
  /** Text under the choices saying how the correct answer is set. */
  readonly correctHelp?: string;
  readonly makeId?: () => string;
}

/**
 * The editor the choice types share: stem, choices with the type's correct control,
 * correct and incorrect feedback, targeted feedback, hints, explanation, scoring and
 * shuffling. Every change hands the host the whole next model.
 * @public
 */
export function ChoiceActivityEditor({ model, onEdit, editMode, RichTextField, mode, renderCorrect, correctHelp, makeId = createId }: ChoiceActivityEditorProps): ReactNode {
  const readOnly = !editMode;
  const part = choicePart(model);
  const correctResponse = part.responses.find((r) => r.id === model.authoring.correct?.[1]) ?? part.responses.find((r) => r.correct);
  const incorrectResponse = part.responses.find((r) => r.rule === CATCH_ALL_RULE);
  const editResponse = (next: ActivityResponse) =>
    onEdit(editChoicePart(model, (p) => ({ ...p, responses: p.responses.map((r) => (r.id === next.id ? next : r)) })));
  const shared = { RichTextField, readOnly };
  return (
    <div className="choice-activity-editor">
      <StemEditor stem={model.stem} onChange={(stem) => onEdit({ ...model, stem })} {...shared} />
      <ChoicesEditor choices={model.choices} onChange={(choices) => onEdit(setChoices(model, mode, choices))} renderCorrect={renderCorrect} makeId={makeId} {...shared} />
      {correctHelp && <p className="correct-help">{correctHelp}</p>}
      <fieldset className="answer-feedback">
        <legend>Feedback</legend>
        {correctResponse && <FeedbackEditor label="Feedback for correct answer" response={correctResponse} onChange={editResponse} {...shared} />}
        {incorrectResponse && <FeedbackEditor label="Feedback for incorrect answers" response={incorrectResponse} onChange={editResponse} {...shared} />}
      </fieldset>
      <TargetedFeedbackEditor model={model} mode={mode} onChange={onEdit} makeId={makeId} {...shared} />
      <HintsEditor hints={part.hints} onChange={(hints) => onEdit(editChoicePart(model, (p) => ({ ...p, hints })))} makeId={makeId} {...shared} />
      <ExplanationEditor
        explanation={part.explanation}
        onChange={(explanation) => onEdit(editChoicePart(model, (p) => ({ ...p, explanation })))}
        makeId={makeId}
        {...shared}
      />
      <ScoringEditor part={part} onChange={(next) => onEdit(editChoicePart(model, () => next))} readOnly={readOnly} />
      <ShuffleToggle
        transformations={model.authoring.transformations}
        onChange={(transformations) => onEdit({ ...model, authoring: { ...model.authoring, transformations } })}
        readOnly={readOnly}
        makeId={makeId}
      />
    </div>
  );
}
