import { Fragment, createElement, type ReactNode } from 'react';
import type { Descendant, Element, Text } from '@quire/core';
import type { DeliveryMarkRender } from './delivery-part.js';
import type { DeliveryViews } from './delivery-views.js';

/** The message shown for a node no loaded plugin can draw (spec delivery §8). @public */
export const INVALID_CONTENT_MESSAGE = 'Content element is invalid';

/** Whether a text has any mark set (most have none, and skip the walk over every mark). */
function hasMark(text: Text): boolean {
  for (const key in text) if (key !== 'text' && (text as Record<string, unknown>)[key] === true) return true;
  return false;
}

function renderText(text: Text, views: DeliveryViews, key: number): ReactNode {
  if (!hasMark(text)) return text.text;
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
