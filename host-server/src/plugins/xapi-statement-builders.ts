import type { PluginHost, XapiStatementContribution } from '@quire/core';
import type { ServerPlugin } from './load-server-plugins.js';

/**
 * The plugins' xAPI statement builders by the event type each takes. An event type two
 * plugins both claim stays with the first; the second is reported with both ids named.
 */
export function xapiStatementBuilders(plugins: readonly ServerPlugin[], host: PluginHost): ReadonlyMap<string, XapiStatementContribution> {
  const builders = new Map<string, XapiStatementContribution>();
  const owners = new Map<string, string>();
  for (const plugin of plugins) {
    const pluginId = plugin.manifest.id;
    for (const contribution of plugin.server?.xapiStatements ?? []) {
      for (const eventType of contribution.eventTypes) {
        const owner = owners.get(eventType);
        if (owner) {
          host.reportFailure(pluginId, plugin.source, new Error(`xAPI event type '${eventType}' is already given by plugin '${owner}'`));
          continue;
        }
        owners.set(eventType, pluginId);
        builders.set(eventType, contribution);
      }
    }
  }
  return builders;
}
