import { Container, type ContainerModule } from 'inversify';
import coreModule from './core-module.js';
import { LoadedPlugin, PluginHost } from './plugin-host.js';

/**
 * Builds a host's container: core's module, the host's own modules, one `LoadedPlugin`
 * binding per plugin, then starts the PluginHost so every registry is filled.
 * @public
 */
export function createHostContainer(plugins: readonly LoadedPlugin[], modules: readonly ContainerModule[] = []): Container {
  const container = new Container();
  for (const module of modules) container.load(module);
  container.load(coreModule);
  for (const plugin of plugins) container.bind(LoadedPlugin).toConstantValue(plugin);
  container.get(PluginHost).start();
  return container;
}
