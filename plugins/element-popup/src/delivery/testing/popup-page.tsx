import type { Descendant } from '@quire/plugin-sdk';
import type { DeliveryContextValue } from '@quire/plugin-sdk/delivery';
import { DeliveredContent, hydrateInBrowser, renderOnServer, type HydratedView } from '@quire/plugin-sdk/testing';
import textDelivery from '@quire/plugin-element-text/delivery';
import marksDelivery from '@quire/plugin-marks/delivery';
import popupDelivery from '../index.js';

/** The delivery parts a page of popups is drawn with: paragraphs, marks and popups. */
export const POPUP_PAGE_PARTS = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'marks', delivery: marksDelivery },
  { pluginId: 'element-popup', delivery: popupDelivery },
];

/** A paragraph holding the given inline nodes. */
export function paragraph(id: string, ...children: Descendant[]): Descendant {
  return { type: 'p', id, children } as Descendant;
}

/** A popup on `anchor` whose body is one paragraph of `body` (bold), with the given fields. */
export function popup(id: string, anchor: string, body: string, fields: Record<string, unknown> = {}): Descendant {
  return {
    type: 'popup',
    id,
    trigger: 'click',
    content: [{ type: 'p', id: `${id}-body`, children: [{ text: body, strong: true }] }],
    ...fields,
    children: [{ text: anchor }],
  } as Descendant;
}

/** Content drawn on the server, then hydrated in the test's DOM, as a learner's page is. */
export async function showOnPage(content: readonly Descendant[], context: DeliveryContextValue = { mode: 'delivery' }): Promise<HydratedView & { readonly html: string }> {
  const props = { parts: POPUP_PAGE_PARTS, content, context };
  const html = renderOnServer(DeliveredContent, props);
  return { ...(await hydrateInBrowser(DeliveredContent, props, html)), html };
}
