/**
 * Thrown by {@link parseRule} for malformed rule text. `position` is the index in the
 * rule where the problem was found, so an editor can point at it.
 * @public
 */
export class RuleSyntaxError extends Error {
  readonly position: number;

  constructor(message: string, position: number) {
    super(`${message} (at position ${position})`);
    this.name = 'RuleSyntaxError';
    this.position = position;
  }
}
