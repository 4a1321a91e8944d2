import { DeliveryViews } from '@quire/plugin-sdk/delivery';
import { pluginEntries } from 'virtual:quire-plugins';
import { loadWebPlugins } from './load-web-plugins.js';

let loading: Promise<DeliveryViews> | undefined;

/** The delivery views of the loaded plugins (elements, marks, activities), gathered once per page. */
export function loadDeliveryViews(): Promise<DeliveryViews> {
  loading ??= loadWebPlugins(pluginEntries, 'delivery').then(({ parts }) => {
    const views = new DeliveryViews();
    for (const { pluginId, part } of parts) views.add(pluginId, part);
    return views;
  });
  return loading;
}
