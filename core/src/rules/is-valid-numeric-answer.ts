const NUMERIC_ANSWER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * True when `text` is a signed decimal with an optional exponent (`3`, `-2`, `.1`, `1.`,
 * `3.4e-5`, `+1E3`), exactly the pattern `^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$`.
 * Numeric clauses accept only such text, and the authoring UI uses the same test to
 * flag a bad numeric answer. Surrounding whitespace is not accepted.
 * @public
 */
export function isValidNumericAnswer(text: string): boolean {
  return NUMERIC_ANSWER.test(text);
}
