import { createElement, type ReactNode } from 'react';
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
  return renderToStaticMarkup(createElement(DeliveredContent, { parts, content, context }));
}

/** What {@link DeliveredContent} draws: content, the plugins whose views draw it, and the page's context. @public */
export interface DeliveredContentProps {
  readonly parts: readonly { readonly pluginId: string; readonly delivery: DeliveryPart }[];
  readonly content: readonly Descendant[];
  readonly context?: DeliveryContextValue;
}

/**
 * Content as a learner's page draws it with the given plugins' delivery views, as a
 * component, for {@link renderOnServer} and {@link hydrateInBrowser}.
 * @public
 */
export function DeliveredContent({ parts, content, context = { mode: 'delivery' } }: DeliveredContentProps): ReactNode {
  const views = new DeliveryViews();
  for (const { pluginId, delivery } of parts) views.add(pluginId, delivery);
  return createElement(DeliveryContext.Provider, { value: context }, renderContent(content, views));
}
