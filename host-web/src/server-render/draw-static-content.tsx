import { renderToStaticMarkup } from 'react-dom/server';
import type { Descendant, PageItem, PluginSettingsValues } from '@quire/core';
import { DeliveryContext, PluginSettingsContext, renderContent, type DeliveryContextValue, type DeliveryViews } from '@quire/plugin-sdk/delivery';
import type { DrawnStaticContent } from '../delivery/content/drawn-static-content.js';
import { holdsInteractiveElement } from '../delivery/content/static-content.js';

/**
 * HTML drawn per frozen content item and per context it was drawn in. The server reads a
 * published revision once and hands every learner the same frozen content, so a content
 * item of a page is drawn once, not on every request; the entry goes when its revision does.
 */
const drawnByNodes = new WeakMap<readonly Descendant[], Map<string, string>>();

/** The content items among `items`, in groups, surveys, alternatives and other items that hold items. */
function contentItems(items: readonly PageItem[], found: (readonly Descendant[])[] = []): (readonly Descendant[])[] {
  for (const item of items) {
    if (item.type === 'content') found.push(item.children);
    else if ('children' in item && Array.isArray(item.children)) contentItems(item.children as PageItem[], found);
  }
  return found;
}

/**
 * Draws the static content of a page (content items without islands) ahead of the page's
 * streamed render, and answers where each went. Drawn apart from the page, such content
 * sees the delivery context's mode, section, course pages and page data, and the project's plugin settings, only:
 * what it shows may not depend on the learner, whose page attempt an island sees.
 */
export function drawStaticContent(
  items: readonly PageItem[],
  views: DeliveryViews,
  context: DeliveryContextValue,
  pluginSettings: Readonly<Record<string, PluginSettingsValues>> = {},
): DrawnStaticContent {
  const shared: DeliveryContextValue = { mode: context.mode, sectionSlug: context.sectionSlug, projectSlug: context.projectSlug, coursePages: context.coursePages, pageData: context.pageData };
  // The settings, the course's pages and the page's data are in the key: an owner's change, a page published or taken out, or an edited reference in a preview draws the content again.
  const key = JSON.stringify([shared.mode, shared.sectionSlug ?? null, shared.projectSlug ?? null, pluginSettings, shared.coursePages ?? null, shared.pageData ?? null]);
  const drawn = new Map<readonly Descendant[], string>();
  for (const nodes of contentItems(items)) {
    const frozen = Object.isFrozen(nodes);
    let byContext = frozen ? drawnByNodes.get(nodes) : undefined;
    let html = byContext?.get(key);
    if (html === undefined) {
      if (holdsInteractiveElement(nodes)) continue;
      html = renderToStaticMarkup(
        <DeliveryContext.Provider value={shared}>
          <PluginSettingsContext.Provider value={pluginSettings}>{renderContent(nodes, views)}</PluginSettingsContext.Provider>
        </DeliveryContext.Provider>,
      );
      if (frozen) {
        if (!byContext) drawnByNodes.set(nodes, (byContext = new Map()));
        byContext.set(key, html);
      }
    }
    drawn.set(nodes, html);
  }
  return (nodes) => drawn.get(nodes);
}
