import { useState, type ReactNode } from 'react';
import { CHOICE_PART_ID, choiceInput, type DeliveredChoiceModel, type Descendant } from '@quire/plugin-sdk';
import { ActivityFrame, partAttempt, type ActivityDeliveryProps } from '@quire/plugin-sdk/delivery';

type Props = ActivityDeliveryProps<DeliveredChoiceModel>;

function CheckAllThatApplyAttempt({ model, attempt, onSubmit, readOnly, renderContent, onReset, onRequestHint }: Props): ReactNode {
  const previous = partAttempt(attempt, CHOICE_PART_ID).response;
  const [checked, setChecked] = useState<readonly string[]>(typeof previous === 'string' ? previous.split(' ').filter((id) => id !== '') : []);
  const locked = readOnly || attempt.state !== 'active';
  // Sent in the order shown; the evaluator reads the ids as a set.
  const chosen = model.choices.map((choice) => choice.id).filter((id) => checked.includes(id));
  const toggle = (id: string, on: boolean) => setChecked(on ? [...checked, id] : checked.filter((c) => c !== id));
  return (
    <ActivityFrame
      stem={model.stem}
      partId={CHOICE_PART_ID}
      attempt={attempt}
      readOnly={readOnly}
      renderContent={renderContent}
      canSubmit={chosen.length > 0}
      onSubmit={() => onSubmit([{ partId: CHOICE_PART_ID, input: choiceInput(chosen) }])}
      onReset={onReset}
      onRequestHint={onRequestHint}
    >
      <div role="group" aria-label="Choices" className="choices">
        {model.choices.map((choice) => (
          <label key={choice.id} className="choice">
            <input
              type="checkbox"
              value={choice.id}
              checked={checked.includes(choice.id)}
              disabled={locked}
              onChange={(event) => toggle(choice.id, event.target.checked)}
            />
            <span className="choice-content">{renderContent(choice.content as Descendant[])}</span>
          </label>
        ))}
      </div>
    </ActivityFrame>
  );
}

/**
 * The learner's check all that apply: a checkbox per choice, labelled by its content;
 * Submit sends the checked ids joined by spaces.
 * @public
 */
export function CheckAllThatApplyView(props: Props): ReactNode {
  return <CheckAllThatApplyAttempt key={props.attempt.attemptGuid} {...props} />;
}
