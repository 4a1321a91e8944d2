import { DeliveryViews, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { pluginEntries as installedEntries } from 'virtual:quire-delivery-plugins';
import { reportClientError } from '../app/report-client-error.js';
import type { WebPluginEntry } from './load-web-plugins.js';

export type DeliveryPluginEntry = Pick<WebPluginEntry, 'id' | 'contributes' | 'delivery'>;

/** What a piece of content names: element kinds, marks, activity types, and the widgets drawing it needs. */
export interface ContentKinds {
  readonly elements: ReadonlySet<string>;
  readonly marks: ReadonlySet<string>;
  readonly activities: ReadonlySet<string>;
  readonly widgets: ReadonlySet<string>;
}

function uses(entry: DeliveryPluginEntry, kinds: ContentKinds): boolean {
  const contributes = entry.contributes;
  // Without a list of what it contributes, a plugin is assumed to be needed.
  if (!contributes) return true;
  return (
    contributes.elements.some((kind) => kinds.elements.has(kind)) ||
    contributes.marks.some((mark) => kinds.marks.has(mark)) ||
    contributes.activities.some((slug) => kinds.activities.has(slug)) ||
    contributes.widgets.some((name) => kinds.widgets.has(name))
  );
}

/**
 * The loader of a learner page's delivery views from a list of plugins (the installed ones
 * for the app): one DeliveryViews, each plugin's part loaded once.
 */
export function deliveryViewsLoader(pluginEntries: readonly DeliveryPluginEntry[]): (kinds?: ContentKinds) => Promise<DeliveryViews> {
  const views = new DeliveryViews();
  const loads = new Map<string, Promise<void>>();

  function load(entry: DeliveryPluginEntry): Promise<void> {
    let loading = loads.get(entry.id);
    if (!loading) {
      loading = (entry.delivery ? entry.delivery() : Promise.resolve(undefined)).then(
        (module) => {
          if (module) views.add(entry.id, module.default as DeliveryPart, entry.contributes?.widgetReplaces);
        },
        (error: unknown) => reportClientError(error, `loading the delivery part of plugin '${entry.id}'`),
      );
      loads.set(entry.id, loading);
    }
    return loading;
  }

  return async (kinds) => {
    await Promise.all(pluginEntries.filter((entry) => entry.delivery && (!kinds || uses(entry, kinds))).map(load));
    return views;
  };
}

/**
 * The delivery views a piece of content needs, gathered into the page's one DeliveryViews:
 * only the delivery parts of plugins that contribute a kind, mark, activity type or widget
 * the content names are downloaded (a page without math never loads the math plugin), each
 * once. Without `kinds`, every plugin's part is loaded. No manifests and no plugin host
 * are loaded, so a learner's page carries no editor or hook machinery. A part that fails
 * to load is reported and left out; its nodes show as invalid content.
 */
export const loadDeliveryViews: (kinds?: ContentKinds) => Promise<DeliveryViews> = deliveryViewsLoader(installedEntries);
