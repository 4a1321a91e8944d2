import { useId, type ReactNode } from 'react';
import { isValidNumericAnswer } from '@quire/core';

/** What a number field says beside it while it holds something that is not a number (delivery §5). @public */
export const NUMERIC_ANSWER_PROBLEM = 'Enter a number, such as 42, -3.5 or 6.02e23.';

/** True when a number field holds text that is not a signed decimal with an optional exponent; blank is not a problem. @public */
export function isInvalidNumericAnswer(value: string): boolean {
  return value.trim() !== '' && !isValidNumericAnswer(value.trim());
}

/** What {@link useNumericAnswerProblem} gives a learner view. @public */
export interface NumericAnswerProblem {
  /** True while the field holds something that is not a number: Submit waits. */
  readonly invalid: boolean;
  /** Spread on the field: `aria-invalid`, and `aria-describedby` naming the message while it shows. */
  readonly fieldProps: { readonly 'aria-invalid': boolean; readonly 'aria-describedby'?: string };
  /** Drawn next to the field: a polite live region that says why while the field is invalid. */
  readonly message: ReactNode;
}

/**
 * The error of a learner's number field: whether `value` is a number, the field's ARIA
 * attributes, and the message that says why Submit waits. A field that is not numeric
 * gets no error and no message.
 * @public
 */
export function useNumericAnswerProblem(value: string, numeric = true): NumericAnswerProblem {
  const id = useId();
  const invalid = numeric && isInvalidNumericAnswer(value);
  return {
    invalid,
    fieldProps: invalid ? { 'aria-invalid': true, 'aria-describedby': id } : { 'aria-invalid': false },
    message: numeric ? (
      <span id={id} className="numeric-answer-problem" aria-live="polite">
        {invalid ? NUMERIC_ANSWER_PROBLEM : null}
      </span>
    ) : null,
  };
}
