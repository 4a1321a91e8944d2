import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Descendant } from '@quire/core';
import { DeliveryContext, DeliveryViews, renderContent, type DeliveryContextValue, type DeliveryPart } from '../delivery.js';

/**
 * Renders content with the given plugins' delivery views to static HTML, as a learner's
 * page would show it.
 * @public
 */
export function renderDeliveryHtml(
  parts: readonly { readonly pluginId: string; readonly delivery: DeliveryPart }[],
  content: readonly Descendant[],
  context: DeliveryContextValue = { mode: 'delivery' },
): string {
  const views = new DeliveryViews();
  for (const { pluginId, delivery } of parts) views.add(pluginId, delivery);
  return renderToStaticMarkup(createElement(DeliveryContext.Provider, { value: context }, renderContent(content, views)));
}
