import { useId, useState, type ReactNode } from 'react';
import { CHOICE_PART_ID, type DeliveredChoiceModel, type Descendant } from '@quire/plugin-sdk';
import { ActivityFrame, partAttempt, type ActivityDeliveryProps } from '@quire/plugin-sdk/delivery';

type Props = ActivityDeliveryProps<DeliveredChoiceModel>;

function MultipleChoiceAttempt({ model, attempt, onSubmit, readOnly, renderContent, onReset, onRequestHint }: Props): ReactNode {
  const previous = partAttempt(attempt, CHOICE_PART_ID).response;
  const [selected, setSelected] = useState<string | null>(typeof previous === 'string' && previous !== '' ? previous : null);
  const name = useId();
  const locked = readOnly || attempt.state !== 'active';
  return (
    <ActivityFrame
      stem={model.stem}
      partId={CHOICE_PART_ID}
      attempt={attempt}
      readOnly={readOnly}
      renderContent={renderContent}
      canSubmit={selected !== null}
      onSubmit={() => onSubmit([{ partId: CHOICE_PART_ID, input: selected ?? '' }])}
      onReset={onReset}
      onRequestHint={onRequestHint}
    >
      <div role="radiogroup" aria-label="Choices" className="choices">
        {model.choices.map((choice) => (
          <label key={choice.id} className="choice">
            <input type="radio" name={name} value={choice.id} checked={selected === choice.id} disabled={locked} onChange={() => setSelected(choice.id)} />
            <span className="choice-content">{renderContent(choice.content as Descendant[])}</span>
          </label>
        ))}
      </div>
    </ActivityFrame>
  );
}

/**
 * The learner's multiple choice: a radio per choice, labelled by its content; Submit sends
 * the chosen id. A new attempt (after Reset) starts with nothing chosen.
 * @public
 */
export function MultipleChoiceView(props: Props): ReactNode {
  return <MultipleChoiceAttempt key={props.attempt.attemptGuid} {...props} />;
}
