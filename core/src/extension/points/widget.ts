/**
 * A named delivery widget or authoring panel (extension point `quire.widget`), such as
 * `PaginationControls`. The manifest names it; its component is the one the plugin's
 * delivery part gives under the same name (`widgets`), so the manifest stays free of React,
 * and the learner page looks it up by name. A second contribution of the same name is an
 * error unless it says `replaces: '<name>'`.
 * @public
 */
export interface WidgetContribution {
  readonly name: string;
  readonly side: 'authoring' | 'delivery';
  readonly replaces?: string;
}
/** @public */
export const WidgetContribution = Symbol.for('quire.widget');
