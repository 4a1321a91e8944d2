import { useState, type ReactNode } from 'react';
import { partLabel, type Descendant, type PartResponse } from '@quire/plugin-sdk';
import { type MultiInputModel } from '../common/multi-input-schema.js';
import { ActivityActions, HintsPanel, PartFeedback, partAttempt, ScoreLine, type ActivityAttemptState, type ActivityDeliveryProps } from '@quire/plugin-sdk/delivery';
import { InputControl, isInvalidNumber } from './input-control.js';
import { renderStem } from './render-stem.js';

/** The learner's model: what the server sends, without the authoring part. @public */
export type DeliveredMultiInput = Pick<MultiInputModel, 'stem' | 'choices' | 'inputs' | 'submitPerPart'>;

// Any part's saved response holds the whole answer map (see evaluateMultiInput).
function savedAnswers(attempt: ActivityAttemptState): Record<string, string> {
  const saved = attempt.parts.find((part) => part.response !== null && typeof part.response === 'object')?.response;
  return typeof saved === 'object' && saved !== null ? { ...saved } : {};
}

/**
 * The learner view of a multi-input question: the stem with each input drawn in place,
 * then per part ('Part N') its feedback and hints; once evaluated, the score and Reset
 * come after them, as in the other activity types. Submit sends one response per part,
 * each with the whole answer map (input id → text, a dropdown's choice id), blanks as ''.
 * With `submitPerPart` each part has its own Submit, sending that part alone.
 * @public
 */
export function MultiInputView(props: ActivityDeliveryProps<DeliveredMultiInput>): ReactNode {
  // A new attempt (after Reset) starts from its own saved answers.
  return <MultiInputAttempt key={props.attempt.attemptGuid} {...props} />;
}

function MultiInputAttempt({ model, attempt, onSubmit, onRequestHint, onReset, readOnly, renderContent }: ActivityDeliveryProps<DeliveredMultiInput>): ReactNode {
  const [answers, setAnswers] = useState<Record<string, string>>(() => savedAnswers(attempt));
  const evaluated = attempt.state !== 'active';
  const perPart = model.submitPerPart === true;
  const labels = new Map(model.inputs.map((input, index) => [input.id, partLabel(index + 1)]));
  // Numbers are sent trimmed, as the rules read them; text as typed.
  const fullAnswers = () =>
    Object.fromEntries(model.inputs.map((input) => [input.id, input.inputType === 'numeric' ? (answers[input.id] ?? '').trim() : (answers[input.id] ?? '')]));
  const answered = (input: DeliveredMultiInput['inputs'][number]) => (answers[input.id] ?? '').trim() !== '' && !isInvalidNumber(input, answers[input.id] ?? '');
  const partDone = (partId: string) => partAttempt(attempt, partId).evaluation !== null;
  const submit = (partIds: readonly string[]) => {
    const input = fullAnswers();
    return onSubmit(partIds.map((partId): PartResponse => ({ partId, input })));
  };

  const stem = renderStem(model.stem.content as Descendant[], renderContent, (id) => {
    const input = model.inputs.find((candidate) => candidate.id === id);
    if (!input) return null;
    return (
      <InputControl
        input={input}
        choices={model.choices}
        value={answers[id] ?? ''}
        label={`${labels.get(id) ?? ''} answer`}
        readOnly={readOnly || evaluated || (perPart && partDone(input.partId))}
        onChange={(value) => setAnswers((current) => ({ ...current, [id]: value }))}
      />
    );
  });

  return (
    <div className="activity multi-input">
      <div className="stem">{stem}</div>
      {!perPart && !evaluated && (
        <ActivityActions
          canSubmit={model.inputs.every(answered)}
          evaluated={false}
          readOnly={readOnly}
          onSubmit={() => submit(model.inputs.map((input) => input.partId))}
          onReset={onReset}
        />
      )}
      {model.inputs.map((input) => {
        const part = partAttempt(attempt, input.partId);
        const label = labels.get(input.id) ?? '';
        return (
          <section key={input.id} className="part" aria-label={label}>
            <h4>{label}</h4>
            {perPart && !evaluated && (
              <ActivityActions
                canSubmit={answered(input)}
                evaluated={false}
                readOnly={readOnly || partDone(input.partId)}
                onSubmit={() => submit([input.partId])}
                onReset={onReset}
              />
            )}
            <PartFeedback evaluation={part.evaluation} renderContent={renderContent} />
            <HintsPanel
              partId={input.partId}
              hints={part.hints}
              hasMoreHints={part.hasMoreHints}
              readOnly={readOnly || evaluated}
              onRequestHint={onRequestHint}
              renderContent={renderContent}
            />
          </section>
        );
      })}
      {evaluated && (
        <>
          <ScoreLine score={attempt.score} outOf={attempt.outOf} />
          <ActivityActions canSubmit={false} evaluated readOnly={readOnly} onSubmit={() => submit([])} onReset={onReset} />
        </>
      )}
    </div>
  );
}
