/**
 * A text mark contribution (extension point `quire.mark`): its name on text nodes, its
 * label in the toolbar, and an optional hotkey such as `mod+b`.
 * @public
 */
export interface MarkContribution {
  readonly name: string;
  readonly label: string;
  readonly hotkey?: string;
  /** Shown as a toolbar button; the rest go into the 'More' menu. */
  readonly primary?: boolean;
}
/** @public */
export const MarkContribution = Symbol.for('quire.mark');
