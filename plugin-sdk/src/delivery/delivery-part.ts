/** The contract of a plugin's delivery part: the views and widgets it gives the learner page. */
import type { ReactNode } from 'react';
import type { Element, Text } from '@quire/core';
import type { ActivityDeliveryView } from '../activity/activity-views.js';

/** Props of an element's delivery view. @public */
export interface DeliveryElementProps<E extends Element = Element> {
  readonly element: E;
  /** The element's children, already rendered. */
  readonly children: ReactNode;
}

/** How a mark is drawn for learners. @public */
export type DeliveryMarkRender = (children: ReactNode, text: Text) => ReactNode;

/** The delivery part of a plugin. @public */
export interface DeliveryPart {
  readonly elements?: Readonly<Record<string, (props: DeliveryElementProps) => ReactNode>>;
  readonly marks?: Readonly<Record<string, DeliveryMarkRender>>;
  /** Learner views by activity-type slug (each typed with its own model, hence `any`). */
  readonly activities?: Readonly<Record<string, ActivityDeliveryView<any>>>;
  /** Named widgets (PaginationControls…), declared in the manifest too; the learner page looks them up by name. */
  readonly widgets?: Readonly<Record<string, DeliveryWidget>>;
}

/**
 * A named widget's component. Its props are the contract of its name (for example
 * `PaginationControlsProps`), so each is typed with its own, hence `any`.
 * @public
 */
export type DeliveryWidget = (props: any) => ReactNode;
