import type { Logger, PluginHost } from '@quire/core';
import type { AssistantEnvironment, AssistantProvider } from '@quire/plugin-sdk/server';
import type { ServerPlugin } from './load-server-plugins.js';

/**
 * Every course assistant the server parts contribute, in the order of the plugin list: the
 * first answers the trigger API. A part that gives its providers as a function is asked
 * once, with the server's environment; one that throws (a half-configured service) is
 * logged and gives none, and the plugin keeps its other parts. A name a second plugin also
 * gives stays with the first; the second plugin is reported, naming both.
 */
export function collectAssistantProviders(plugins: readonly ServerPlugin[], host: PluginHost, logger: Logger, environment: AssistantEnvironment = process.env): AssistantProvider[] {
  const providers = new Map<string, { provider: AssistantProvider; pluginId: string }>();
  for (const plugin of plugins) {
    const given = plugin.server?.assistantProviders;
    if (given === undefined) continue;
    const pluginId = plugin.manifest.id;
    let listed: readonly AssistantProvider[];
    try {
      listed = typeof given === 'function' ? given(environment) : given;
    } catch (error) {
      logger.error(`Plugin '${pluginId}' gives no course assistant: ${error instanceof Error ? error.message : String(error)}`, { pluginId });
      continue;
    }
    for (const provider of listed) {
      const taken = providers.get(provider.name);
      if (taken) {
        host.reportFailure(pluginId, plugin.source, new Error(`its course assistant '${provider.name}' is already given by the plugin '${taken.pluginId}'`));
        continue;
      }
      providers.set(provider.name, { provider, pluginId });
    }
  }
  return [...providers.values()].map(({ provider }) => provider);
}
