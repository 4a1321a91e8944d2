import { useState, type ReactNode } from 'react';
import { CHOICE_PART_ID, choiceInput, type DeliveredChoiceModel } from '@quire/plugin-sdk';
import { ChoiceActivityFrame, ChoiceContent, partAttempt, type ActivityDeliveryProps } from '@quire/plugin-sdk/delivery';

type Props = ActivityDeliveryProps<DeliveredChoiceModel>;

function CheckAllThatApplyAttempt(props: Props): ReactNode {
  const { model, attempt, readOnly, renderContent } = props;
  const previous = partAttempt(attempt, CHOICE_PART_ID).response;
  const [checked, setChecked] = useState<readonly string[]>(typeof previous === 'string' ? previous.split(' ').filter((id) => id !== '') : []);
  const locked = readOnly || attempt.state !== 'active';
  // Sent in the order shown; the evaluator reads the ids as a set.
  const chosen = model.choices.map((choice) => choice.id).filter((id) => checked.includes(id));
  const toggle = (id: string, on: boolean) => setChecked(on ? [...checked, id] : checked.filter((c) => c !== id));
  return (
    <ChoiceActivityFrame view={props} canSubmit={chosen.length > 0} input={() => choiceInput(chosen)}>
      <div role="group" aria-label="Choices" className="choices">
        {model.choices.map((choice, index) => (
          <label key={choice.id} className="choice">
            <input
              type="checkbox"
              value={choice.id}
              checked={checked.includes(choice.id)}
              disabled={locked}
              onChange={(event) => toggle(choice.id, event.target.checked)}
            />
            <ChoiceContent choice={choice} index={index} renderContent={renderContent} />
          </label>
        ))}
      </div>
    </ChoiceActivityFrame>
  );
}

/**
 * The learner's check all that apply: a checkbox per choice, labelled by its content (or
 * its label 'Choice A'… while it has none);
 * Submit sends the checked ids joined by spaces.
 * @public
 */
export function CheckAllThatApplyView(props: Props): ReactNode {
  return <CheckAllThatApplyAttempt key={props.attempt.attemptGuid} {...props} />;
}
