import { Fragment, createElement, type ReactNode } from 'react';
import type { Descendant, Element, Text } from '@quire/core';
import type { ActivityDeliveryView, DeliveryElementProps, DeliveryMarkRender, DeliveryPart } from '../delivery.js';

/** The message shown for a node no loaded plugin can draw (spec delivery §8). @public */
export const INVALID_CONTENT_MESSAGE = 'Content element is invalid';

/**
 * The element views, mark renderers and activity views of every loaded delivery part,
 * merged. A kind two plugins both draw is an error naming both.
 * @public
 */
export class DeliveryViews {
  private readonly elements = new Map<string, { view: (props: DeliveryElementProps) => ReactNode; pluginId: string }>();
  private readonly marks = new Map<string, { render: DeliveryMarkRender; pluginId: string }>();
  private readonly activities = new Map<string, { view: ActivityDeliveryView<unknown>; pluginId: string }>();

  add(pluginId: string, part: DeliveryPart): void {
    for (const [kind, view] of Object.entries(part.elements ?? {})) {
      const existing = this.elements.get(kind);
      if (existing) throw new Error(`Element kind '${kind}' is drawn by both plugin '${existing.pluginId}' and plugin '${pluginId}'`);
      this.elements.set(kind, { view, pluginId });
    }
    for (const [name, render] of Object.entries(part.marks ?? {})) {
      const existing = this.marks.get(name);
      if (existing) throw new Error(`Mark '${name}' is drawn by both plugin '${existing.pluginId}' and plugin '${pluginId}'`);
      this.marks.set(name, { render, pluginId });
    }
    for (const [slug, view] of Object.entries(part.activities ?? {})) {
      const existing = this.activities.get(slug);
      if (existing) throw new Error(`Activity type '${slug}' is drawn by both plugin '${existing.pluginId}' and plugin '${pluginId}'`);
      this.activities.set(slug, { view, pluginId });
    }
  }

  /** Mark names in the order they were registered, which is the order they nest in. */
  markNames(): IterableIterator<string> {
    return this.marks.keys();
  }

  element(kind: string): ((props: DeliveryElementProps) => ReactNode) | undefined {
    return this.elements.get(kind)?.view;
  }

  /** The learner view of an activity type. */
  activity(slug: string): ActivityDeliveryView<unknown> | undefined {
    return this.activities.get(slug)?.view;
  }

  mark(name: string): DeliveryMarkRender | undefined {
    return this.marks.get(name)?.render;
  }
}

function renderText(text: Text, views: DeliveryViews, key: number): ReactNode {
  let out: ReactNode = text.text;
  // Registration order, not the text's key order, so the same marks always nest alike.
  for (const name of views.markNames()) {
    if ((text as Record<string, unknown>)[name] !== true) continue;
    out = (views.mark(name) as DeliveryMarkRender)(out, text);
  }
  return createElement(Fragment, { key }, out);
}

function InvalidContent(): ReactNode {
  return createElement('div', { className: 'content-invalid', role: 'alert' }, INVALID_CONTENT_MESSAGE);
}

/**
 * Renders rich content for learners by walking the tree and asking each element's
 * delivery view to draw it; nothing is drawn by a switch in the host.
 * @public
 */
export function renderContent(nodes: readonly Descendant[], views: DeliveryViews): ReactNode {
  return nodes.map((node, index) => {
    if (typeof (node as Text).text === 'string') return renderText(node as Text, views, index);
    const element = node as Element;
    const view = views.element(element.type);
    if (!view) return createElement(InvalidContent, { key: element.id ?? index });
    const children = renderContent(element.children ?? [], views);
    return createElement(view, { key: element.id ?? index, element, children });
  });
}
