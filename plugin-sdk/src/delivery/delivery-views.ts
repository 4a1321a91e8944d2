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

  add(pluginId: string, part: DeliveryPart): void {
    // Checked in full first, so a part refused for its marks leaves no element behind.
    this.elements.refuseTaken(Object.keys(part.elements ?? {}), pluginId);
    this.marks.refuseTaken(Object.keys(part.marks ?? {}), pluginId);
    this.activities.refuseTaken(Object.keys(part.activities ?? {}), pluginId);
    this.widgets.refuseTaken(Object.keys(part.widgets ?? {}), pluginId);
    this.elements.addAll(part.elements ?? {}, pluginId);
    this.marks.addAll(part.marks ?? {}, pluginId);
    this.activities.addAll(part.activities ?? {}, pluginId);
    this.widgets.addAll(part.widgets ?? {}, pluginId);
  }

  /** Mark names in the order they were registered, which is the order they nest in. */
  markNames(): string[] {
    return this.marks.keys();
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
   * the props its contract in the SDK gives; undefined when no loaded plugin gives it.
   */
  widget<Props>(name: string): ((props: Props) => ReactNode) | undefined {
    return this.widgets.get(name) as ((props: Props) => ReactNode) | undefined;
  }
}
