import { useId, useState, type ReactNode } from 'react';
import { CHOICE_PART_ID, type DeliveredChoiceModel } from '@quire/plugin-sdk';
import { ChoiceActivityFrame, ChoiceContent, partAttempt, type ActivityDeliveryProps } from '@quire/plugin-sdk/delivery';

type Props = ActivityDeliveryProps<DeliveredChoiceModel>;

function MultipleChoiceAttempt(props: Props): ReactNode {
  const { model, attempt, readOnly, renderContent } = props;
  const previous = partAttempt(attempt, CHOICE_PART_ID).response;
  const [selected, setSelected] = useState<string | null>(typeof previous === 'string' && previous !== '' ? previous : null);
  const name = useId();
  const locked = readOnly || attempt.state !== 'active';
  return (
    <ChoiceActivityFrame view={props} canSubmit={selected !== null} input={() => selected ?? ''}>
      <div role="radiogroup" aria-label="Choices" className="choices">
        {model.choices.map((choice, index) => (
          <label key={choice.id} className="choice">
            <input type="radio" name={name} value={choice.id} checked={selected === choice.id} disabled={locked} onChange={() => setSelected(choice.id)} />
            <ChoiceContent choice={choice} index={index} renderContent={renderContent} />
          </label>
        ))}
      </div>
    </ChoiceActivityFrame>
  );
}

/**
 * The learner's multiple choice: a radio per choice, labelled by its content (or its label
 * 'Choice A'… while it has none); Submit sends
 * the chosen id. A new attempt (after Reset) starts with nothing chosen.
 * @public
 */
export function MultipleChoiceView(props: Props): ReactNode {
  return <MultipleChoiceAttempt key={props.attempt.attemptGuid} {...props} />;
}
