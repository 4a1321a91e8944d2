/**
 * A named delivery widget or authoring panel (extension point `quire.widget`), such as
 * `Navbar` or `VideoPlayer`. A second contribution of the same name is an error unless it
 * says `replaces: '<name>'`.
 * @public
 */
export interface WidgetContribution {
  readonly name: string;
  readonly side: 'authoring' | 'delivery';
  readonly replaces?: string;
}
/** @public */
export const WidgetContribution = Symbol.for('quire.widget');
