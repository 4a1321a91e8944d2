/**
 * Thrown while evaluating a well-formed rule that cannot be applied to the given answer
 * (a numeric comparison on text, an invalid regular expression, a missing input). It is
 * an error rather than `false` so a broken rule is noticed instead of silently failing
 * every learner.
 * @public
 */
export class RuleEvaluationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleEvaluationError';
  }
}
