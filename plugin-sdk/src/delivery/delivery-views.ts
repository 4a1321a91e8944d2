import { KeyedRegistry } from '@quire/core';
import type { ReactNode } from 'react';
import type { ActivityDeliveryView } from '../activity/activity-views.js';
import type { DeliveryElementProps, DeliveryMarkRender, DeliveryPart, DeliveryWidget } from './delivery-part.js';

/**
 * The element views, mark renderers, activity views and widgets of every loaded delivery part,
 * merged. A kind two plugins both draw is an error naming both, and the refused part adds
 * nothing.
 * @public
 */
export class DeliveryViews {
  private readonly elements = new KeyedRegistry<(props: DeliveryElementProps) => ReactNode>('Element kind');
  private readonly marks = new KeyedRegistry<DeliveryMarkRender>('Mark');
  private readonly activities = new KeyedRegistry<ActivityDeliveryView<unknown>>('Activity type');
  private readonly widgets = new KeyedRegistry<DeliveryWidget>('Widget');
  /** Widgets standing in for another by name (a manifest's `replaces`), by the name they replace. */
  private readonly replacements = new KeyedRegistry<DeliveryWidget>('Replacement of widget');
  /** `markNames()`, kept: every text of every page asks for it. */
  private markOrder: readonly string[] = [];

  /**
   * Adds a plugin's delivery part. `replaces` maps the names of its widgets that replace
   * another plugin's (its manifest's `replaces`) to the name they replace: the page then
   * draws that widget under the replaced name, whichever of the two parts loaded first.
   */
  add(pluginId: string, part: DeliveryPart, replaces: Readonly<Record<string, string>> = {}): void {
    const own: Record<string, DeliveryWidget> = {};
    const replacing: Record<string, DeliveryWidget> = {};
    for (const [name, widget] of Object.entries(part.widgets ?? {})) {
      const replaced = Object.hasOwn(replaces, name) ? replaces[name] : undefined;
      if (replaced === undefined) own[name] = widget;
      else replacing[replaced] = widget;
    }
    // Checked in full first, so a part refused for its marks leaves no element behind.
    this.elements.refuseTaken(Object.keys(part.elements ?? {}), pluginId);
    this.marks.refuseTaken(Object.keys(part.marks ?? {}), pluginId);
    this.activities.refuseTaken(Object.keys(part.activities ?? {}), pluginId);
    this.widgets.refuseTaken(Object.keys(own), pluginId);
    this.replacements.refuseTaken(Object.keys(replacing), pluginId);
    this.elements.addAll(part.elements ?? {}, pluginId);
    this.marks.addAll(part.marks ?? {}, pluginId);
    this.activities.addAll(part.activities ?? {}, pluginId);
    this.widgets.addAll(own, pluginId);
    this.replacements.addAll(replacing, pluginId);
    this.markOrder = this.marks.keys();
  }

  /** Mark names in the order they were registered, which is the order they nest in. */
  markNames(): readonly string[] {
    return this.markOrder;
  }

  element(kind: string): ((props: DeliveryElementProps) => ReactNode) | undefined {
    return this.elements.get(kind);
  }

  /** The learner view of an activity type. */
  activity(slug: string): ActivityDeliveryView<unknown> | undefined {
    return this.activities.get(slug);
  }

  mark(name: string): DeliveryMarkRender | undefined {
    return this.marks.get(name);
  }

  /**
   * The named widget a plugin contributes (`PaginationControls`…), typed by the caller with
   * the props its contract in the SDK gives; a widget that replaces it comes first, and
   * undefined when no loaded plugin gives it.
   */
  widget<Props>(name: string): ((props: Props) => ReactNode) | undefined {
    return (this.replacements.get(name) ?? this.widgets.get(name)) as ((props: Props) => ReactNode) | undefined;
  }
}
