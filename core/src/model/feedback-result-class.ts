/** The result class of a part's feedback, which styles the feedback box (delivery §4). */

/** @public */
export type FeedbackResultClass = 'error' | 'correct' | 'incorrect' | 'partially-correct' | '';

/**
 * The result class of an evaluated part: 'error' if `error` is a string or `score` or
 * `outOf` is null; 'correct' if the score equals outOf; 'incorrect' if it is 0;
 * 'partially-correct' if above 0; otherwise '' (a negative score).
 * @public
 */
export function feedbackResultClass(result: {
  readonly error?: string | null;
  readonly score: number | null;
  readonly outOf: number | null;
}): FeedbackResultClass {
  const { error, score, outOf } = result;
  if (typeof error === 'string' || score === null || outOf === null) return 'error';
  if (score === outOf) return 'correct';
  if (score === 0) return 'incorrect';
  if (score > 0) return 'partially-correct';
  return '';
}

/** Whether the explanation is shown: only when the result is not correct. @public */
export function showsExplanation(resultClass: FeedbackResultClass): boolean {
  return resultClass !== 'correct';
}
