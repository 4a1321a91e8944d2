import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Descendant, PluginSettingsValues } from '@quire/core';
import { DeliveryContext, DeliveryViews, PluginSettingsContext, renderContent, type DeliveryContextValue, type DeliveryPart } from '../delivery.js';

/**
 * Renders content with the given plugins' delivery views to static HTML, as a learner's
 * page would show it, in a project whose plugins have `pluginSettings` (by plugin id;
 * defaults when left out).
 * @public
 */
export function renderDeliveryHtml(
  parts: readonly { readonly pluginId: string; readonly delivery: DeliveryPart }[],
  content: readonly Descendant[],
  context: DeliveryContextValue = { mode: 'delivery' },
  pluginSettings: Readonly<Record<string, PluginSettingsValues>> = {},
): string {
  return renderToStaticMarkup(createElement(DeliveredContent, { parts, content, context, pluginSettings }));
}

/** What {@link DeliveredContent} draws: content, the plugins whose views draw it, the page's context and the project's plugin settings. @public */
export interface DeliveredContentProps {
  readonly parts: readonly { readonly pluginId: string; readonly delivery: DeliveryPart }[];
  readonly content: readonly Descendant[];
  readonly context?: DeliveryContextValue;
  readonly pluginSettings?: Readonly<Record<string, PluginSettingsValues>>;
}

/**
 * Content as a learner's page draws it with the given plugins' delivery views, as a
 * component, for {@link renderOnServer} and {@link hydrateInBrowser}.
 * @public
 */
export function DeliveredContent({ parts, content, context = { mode: 'delivery' }, pluginSettings = NO_SETTINGS }: DeliveredContentProps): ReactNode {
  const views = new DeliveryViews();
  for (const { pluginId, delivery } of parts) views.add(pluginId, delivery);
  return createElement(DeliveryContext.Provider, { value: context }, createElement(PluginSettingsContext.Provider, { value: pluginSettings }, renderContent(content, views)));
}

const NO_SETTINGS: Readonly<Record<string, PluginSettingsValues>> = {};
