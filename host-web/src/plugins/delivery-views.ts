import { DeliveryViews, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { pluginEntries } from 'virtual:quire-plugins';
import { reportClientError } from '../app/report-client-error.js';

let loading: Promise<DeliveryViews> | undefined;

/**
 * The delivery views of the loaded plugins (elements, marks, activities), gathered once per
 * page. Only the plugins' delivery parts are downloaded: no manifests, no plugin host, so a
 * learner's page carries no editor or hook machinery. A part that fails to load is reported
 * and left out; the page still draws with the others (their nodes show as invalid content).
 */
export function loadDeliveryViews(): Promise<DeliveryViews> {
  loading ??= Promise.allSettled(pluginEntries.map(async (entry) => ({ id: entry.id, part: entry.delivery ? (await entry.delivery()).default : undefined }))).then(
    (settled) => {
      const views = new DeliveryViews();
      settled.forEach((result, index) => {
        if (result.status === 'rejected') {
          const { id } = pluginEntries[index];
          reportClientError(result.reason, `loading the delivery part of plugin '${id}'`);
          return;
        }
        if (result.value.part) views.add(result.value.id, result.value.part as DeliveryPart);
      });
      return views;
    },
  );
  return loading;
}
