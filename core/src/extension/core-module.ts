import { ContainerModule } from 'inversify';
import { ConsoleLogger } from './console-logger.js';
import { bindContributionProvider } from './contribution-provider.js';
import { LoadedPlugin, PluginHost } from './plugin-host.js';
import { ActivityTypeRegistry } from './registries/activity-type-registry.js';
import { ElementRegistry } from './registries/element-registry.js';
import { MarkRegistry } from './registries/mark-registry.js';
import { WidgetRegistry } from './registries/widget-registry.js';
import { Clock, Logger } from './service-identifiers.js';

/**
 * Core's bindings: the plugin host, the registries, and default Logger and Clock that a
 * host may rebind. Hosts bind each loaded plugin as a `LoadedPlugin` constant.
 * @public
 */
export default new ContainerModule(({ bind, isBound }) => {
  bindContributionProvider(bind, LoadedPlugin);
  bind(ElementRegistry).toSelf().inSingletonScope();
  bind(MarkRegistry).toSelf().inSingletonScope();
  bind(ActivityTypeRegistry).toSelf().inSingletonScope();
  bind(WidgetRegistry).toSelf().inSingletonScope();
  bind(PluginHost).toSelf().inSingletonScope();
  if (!isBound(Logger)) bind(Logger).to(ConsoleLogger).inSingletonScope();
  if (!isBound(Clock)) bind(Clock).toConstantValue({ now: () => new Date() });
});
