/**
 * The delivery half of a plugin (`./delivery` entry): static React views for learners.
 * It needs no editor and no tapable hooks, so the learner bundle runs under a strict
 * Content-Security-Policy.
 * @packageDocumentation
 */
import type { ReactNode } from 'react';
import type { Element, Text } from '@quire/core';

export * from './delivery/content-renderer.js';
export * from './delivery/delivery-context.js';

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
  /** Named widgets (Navbar, VideoPlayer…), declared in the manifest too. */
  readonly widgets?: Readonly<Record<string, (props: Record<string, unknown>) => ReactNode>>;
}

/** Declares the delivery part of a plugin. @public */
export function defineDelivery(part: DeliveryPart): DeliveryPart {
  return Object.freeze({ ...part });
}
