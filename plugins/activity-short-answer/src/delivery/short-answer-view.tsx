import { useState, type ReactNode } from 'react';
import { isValidNumericAnswer } from '@quire/plugin-sdk';
import { ActivityFrame, partAttempt, type ActivityDeliveryProps } from '@quire/plugin-sdk/delivery';
import { SHORT_ANSWER_PART_ID } from '../common/short-answer-kinds.js';
import type { ShortAnswerModel } from '../common/short-answer-model.js';

/** The learner's model: what the server sends, without the authoring part. @public */
export type DeliveredShortAnswer = Pick<ShortAnswerModel, 'stem' | 'inputType'>;

/**
 * The learner view of a short answer question, framed as every single-part activity is
 * (the stem, then the answer field for the input type, the part's feedback, the score, the
 * hints, and Submit or Reset). A number field carries the error style while it holds no
 * valid number, and Submit waits for one.
 * @public
 */
export function ShortAnswerView(props: ActivityDeliveryProps<DeliveredShortAnswer>): ReactNode {
  // A new attempt (after Reset) starts from its own saved answer.
  return <ShortAnswerAttempt key={props.attempt.attemptGuid} {...props} />;
}

function ShortAnswerAttempt({ model, attempt, onSubmit, onRequestHint, onReset, readOnly, renderContent }: ActivityDeliveryProps<DeliveredShortAnswer>): ReactNode {
  const part = partAttempt(attempt, SHORT_ANSWER_PART_ID);
  const [answer, setAnswer] = useState(typeof part.response === 'string' ? part.response : '');
  const evaluated = attempt.state !== 'active';
  const locked = readOnly || evaluated;
  const numeric = model.inputType === 'numeric';
  const invalidNumber = numeric && answer.trim() !== '' && !isValidNumericAnswer(answer.trim());
  const canSubmit = answer.trim() !== '' && !invalidNumber;

  const field =
    model.inputType === 'textarea' ? (
      <textarea aria-label="Answer" className="short-answer-input" value={answer} readOnly={locked} onChange={(e) => setAnswer(e.target.value)} />
    ) : (
      <input
        type="text"
        aria-label="Answer"
        className={[numeric ? 'numeric-answer' : model.inputType === 'math' ? 'math-answer' : 'text-answer', invalidNumber ? 'invalid' : ''].join(' ').trim()}
        aria-invalid={invalidNumber}
        inputMode={numeric ? 'decimal' : undefined}
        spellCheck={model.inputType === 'math' ? false : undefined}
        value={answer}
        readOnly={locked}
        onChange={(e) => setAnswer(e.target.value)}
      />
    );

  return (
    <ActivityFrame
      className="short-answer"
      stem={model.stem}
      partId={SHORT_ANSWER_PART_ID}
      attempt={attempt}
      readOnly={readOnly}
      renderContent={renderContent}
      canSubmit={canSubmit}
      onSubmit={() => onSubmit([{ partId: SHORT_ANSWER_PART_ID, input: numeric ? answer.trim() : answer }])}
      onReset={onReset}
      onRequestHint={onRequestHint}
    >
      {field}
    </ActivityFrame>
  );
}
