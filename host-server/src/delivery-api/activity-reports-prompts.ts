import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Descendant } from '@quire/core';
import { DeliveryContext, renderContent, type DeliveryViews } from '@quire/plugin-sdk/delivery';

/**
 * An activity's stem as HTML, drawn on the server by the element plugins' delivery views
 * as learner pages are (see `delivery/render-page-html.ts`), so text is escaped by React
 * and links are resolved for the section; an element standing for an answer field is drawn
 * as its plugin draws it outside the activity. Empty when the model has no stem.
 */
export function renderPromptsHtml(model: unknown, views: DeliveryViews, sectionSlug: string): string {
  const content = (model as { stem?: { content?: unknown } } | null)?.stem?.content;
  if (!Array.isArray(content) || content.length === 0) return '';
  return renderToStaticMarkup(
    createElement(DeliveryContext.Provider, { value: { mode: 'delivery', sectionSlug } }, renderContent(content as Descendant[], views)),
  );
}
