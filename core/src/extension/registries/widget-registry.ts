import { injectable } from 'inversify';
import type { WidgetContribution } from '../points/widget.js';
import { KeyedRegistry } from './keyed-registry.js';

/**
 * Named widgets and panels. A duplicate name is an error; replacing one takes an explicit
 * `replaces`.
 * @public
 */
@injectable()
export class WidgetRegistry extends KeyedRegistry<WidgetContribution> {
  constructor() {
    super('Widget');
  }

  contribute(widget: WidgetContribution, pluginId: string): void {
    if (widget.replaces) this.replace(widget.replaces, widget, pluginId);
    else this.add(widget.name, widget, pluginId);
  }
}
