import { Fragment, createContext, createElement, useContext, type ReactNode } from 'react';
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

function renderNodes(nodes: readonly Descendant[], views: DeliveryViews): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof (node as Text).text === 'string') return renderText(node as Text, views, index);
    const element = node as Element;
    const view = views.element(element.type);
    if (!view) return createElement(InvalidContent, { key: element.id ?? index });
    const children = renderNodes(element.children ?? [], views);
    return createElement(view, { key: element.id ?? index, element, children });
  });
}

/** The views drawing the content around a view, for the rich content it keeps in fields. */
const ContentViewsContext = createContext<DeliveryViews | null>(null);

/**
 * Renders rich content for learners by walking the tree and asking each element's
 * delivery view to draw it; nothing is drawn by a switch in the host. The views it draws
 * with reach {@link useRenderContent}.
 * @public
 */
export function renderContent(nodes: readonly Descendant[], views: DeliveryViews): ReactNode {
  return createElement(ContentViewsContext.Provider, { value: views }, renderNodes(nodes, views));
}

/**
 * For an element's delivery view that keeps rich content in a field (a popup's body, a
 * dialog's lines): draws those nodes with the same views as the content around it, so
 * every installed element and mark can appear there.
 * @public
 */
export function useRenderContent(): (nodes: readonly Descendant[]) => ReactNode {
  const views = useContext(ContentViewsContext);
  if (!views) throw new Error('A view drawing rich content needs renderContent around it');
  return (nodes) => renderContent(nodes, views);
}
