import type { PluginHost } from '@quire/core';
import type { CodeRunner, CodeRunners } from '@quire/plugin-sdk/server';
import type { ServerPlugin } from './load-server-plugins.js';

/**
 * Every code runner the server parts contribute, by name. A name a second plugin also
 * gives stays with the first; the second plugin is reported, naming both.
 */
export function collectCodeRunners(plugins: readonly ServerPlugin[], host: PluginHost): CodeRunners & { close(): Promise<void> } {
  const runners = new Map<string, { runner: CodeRunner; pluginId: string }>();
  for (const plugin of plugins) {
    for (const runner of plugin.server?.codeRunners ?? []) {
      const taken = runners.get(runner.name);
      if (taken) {
        host.reportFailure(plugin.manifest.id, plugin.source, new Error(`its code runner '${runner.name}' is already given by the plugin '${taken.pluginId}'`));
        continue;
      }
      runners.set(runner.name, { runner, pluginId: plugin.manifest.id });
    }
  }
  return {
    get: (name) => runners.get(name)?.runner,
    names: [...runners.keys()],
    close: async () => {
      await Promise.all([...runners.values()].map(({ runner }) => runner.close?.()));
    },
  };
}
