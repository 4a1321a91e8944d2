import type { ReactNode } from 'react';
import type { ActivityDeliveryProps } from './activity-views.js';
import { ActivityFrame } from './activity-frame.js';
import type { DeliveredChoiceModel } from './choice-activity.js';
import { CHOICE_PART_ID } from './choice-input.js';

/** Props of {@link ChoiceActivityFrame}. @public */
export interface ChoiceActivityFrameProps {
  /** The learner view's own props, passed on. */
  readonly view: ActivityDeliveryProps<DeliveredChoiceModel>;
  /** True once the learner chose enough to submit. */
  readonly canSubmit: boolean;
  /** The choice part's input when the learner submits (see `choiceInput`). */
  readonly input: () => string;
  /** The choice controls. */
  readonly children: ReactNode;
}

/**
 * What every choice type's learner view draws around its choices: the stem, the one
 * choice part's feedback, score, hints and buttons, and Submit sending `input()`.
 * @public
 */
export function ChoiceActivityFrame({ view, canSubmit, input, children }: ChoiceActivityFrameProps): ReactNode {
  const { model, attempt, onSubmit, readOnly, renderContent, onReset, onRequestHint } = view;
  return (
    <ActivityFrame
      stem={model.stem}
      partId={CHOICE_PART_ID}
      attempt={attempt}
      readOnly={readOnly}
      renderContent={renderContent}
      canSubmit={canSubmit}
      onSubmit={() => onSubmit([{ partId: CHOICE_PART_ID, input: input() }])}
      onReset={onReset}
      onRequestHint={onRequestHint}
    >
      {children}
    </ActivityFrame>
  );
}
