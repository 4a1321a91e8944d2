import { Logger, PluginHost, createHostContainer } from '@quire/core';
import type { Container, ContainerModule } from 'inversify';
import { extraServerPlugin, loadServerPlugins, type ExtraPlugin, type LoadServerPluginsOptions, type ServerPlugin } from './load-server-plugins.js';

/**
 * Loads the plugin list and fills the server's registries: every element kind, mark and
 * activity type the listed plugins contribute. Load failures are logged by plugin id and
 * kept on the PluginHost; the server runs on without those plugins.
 */
export async function createServerPluginHost(
  options: LoadServerPluginsOptions & { readonly extraPlugins?: readonly ExtraPlugin[] },
  modules: readonly ContainerModule[] = [],
): Promise<{ container: Container; host: PluginHost; plugins: ServerPlugin[] }> {
  const loaded = await loadServerPlugins(options);
  const failures = loaded.failures;
  const plugins = [...loaded.plugins, ...(options.extraPlugins ?? []).map(extraServerPlugin)];
  const container = createHostContainer(plugins, modules);
  const host = container.get(PluginHost);
  for (const failure of failures) host.reportFailure(failure.pluginId, failure.source, failure.error);
  container.get<Logger>(Logger).info(`Loaded ${host.pluginIds().length} plugins`, { plugins: host.pluginIds() });
  return { container, host, plugins };
}
