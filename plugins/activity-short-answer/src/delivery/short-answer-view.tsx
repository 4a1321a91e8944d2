import { useState, type ReactNode } from 'react';
import { ActivityFrame, partAttempt, useNumericAnswerProblem, type ActivityDeliveryProps } from '@quire/plugin-sdk/delivery';
import { SHORT_ANSWER_PART_ID } from '../common/short-answer-kinds.js';
import type { ShortAnswerModel } from '../common/short-answer-model.js';

/** The learner's model: what the server sends, without the authoring part. @public */
export type DeliveredShortAnswer = Pick<ShortAnswerModel, 'stem' | 'inputType'>;

/**
 * The learner view of a short answer question, framed as every single-part activity is
 * (the stem, then the answer field for the input type, the part's feedback, the score, the
 * hints, and Submit or Reset). While a number field holds no valid number it carries the
 * error style and says why beside it, and Submit waits for one.
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
  const problem = useNumericAnswerProblem(answer, numeric);
  const canSubmit = answer.trim() !== '' && !problem.invalid;

  const field =
    model.inputType === 'textarea' ? (
      <textarea aria-label="Answer" className="short-answer-input" value={answer} readOnly={locked} onChange={(e) => setAnswer(e.target.value)} />
    ) : (
      <input
        type="text"
        aria-label="Answer"
        className={[numeric ? 'numeric-answer' : model.inputType === 'math' ? 'math-answer' : 'text-answer', problem.invalid ? 'invalid' : ''].join(' ').trim()}
        {...problem.fieldProps}
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
      <div className="short-answer-field">
        {field} {problem.message}
      </div>
    </ActivityFrame>
  );
}
