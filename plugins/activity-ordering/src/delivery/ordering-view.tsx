import { useState, type DragEvent, type ReactNode } from 'react';
import { CHOICE_PART_ID, choiceInput, choiceName, type DeliveredChoiceModel } from '@quire/plugin-sdk';
import { ChoiceActivityFrame, ChoiceContent, partAttempt, type ActivityDeliveryProps } from '@quire/plugin-sdk/delivery';
import { initialOrder } from '../common/initial-order.js';

type Props = ActivityDeliveryProps<DeliveredChoiceModel>;

function moveTo(order: readonly string[], from: number, to: number): string[] {
  const next = [...order];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

function OrderingAttempt(props: Props): ReactNode {
  const { model, attempt, readOnly, renderContent } = props;
  const [order, setOrder] = useState(() => initialOrder(model.choices, partAttempt(attempt, CHOICE_PART_ID).response));
  const [dragged, setDragged] = useState<number | null>(null);
  const locked = readOnly || attempt.state !== 'active';
  const byId = new Map(model.choices.map((choice, index) => [choice.id, { choice, index }]));
  const drop = (event: DragEvent, target: number) => {
    event.preventDefault();
    if (dragged !== null && !locked) setOrder(moveTo(order, dragged, target));
    setDragged(null);
  };
  return (
    <ChoiceActivityFrame view={props} canSubmit={order.length > 0} input={() => choiceInput(order)}>
      <ol aria-label="Choices in your order" className="choices ordering">
        {order.map((id, position) => {
          const { choice, index } = byId.get(id)!;
          // Buttons name the choice by its text, so a screen reader user knows what moves.
          const name = choiceName(choice, index);
          return (
            <li
              key={id}
              className="choice"
              draggable={!locked}
              onDragStart={() => setDragged(position)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, position)}
            >
              <ChoiceContent choice={choice} index={index} renderContent={renderContent} />
              {!readOnly && (
                <>
                  <button type="button" aria-label={`Move ${name} up`} disabled={locked || position === 0} onClick={() => setOrder(moveTo(order, position, position - 1))}>
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={`Move ${name} down`}
                    disabled={locked || position === order.length - 1}
                    onClick={() => setOrder(moveTo(order, position, position + 1))}
                  >
                    ↓
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </ChoiceActivityFrame>
  );
}

/**
 * The learner's ordering: the choices in a list reordered by drag or by the 'Move … up'
 * and 'Move … down' buttons; Submit sends every id in the chosen order.
 * @public
 */
export function OrderingView(props: Props): ReactNode {
  return <OrderingAttempt key={props.attempt.attemptGuid} {...props} />;
}
