import { inject, injectable, named } from 'inversify';
import { ContributionProvider } from './contribution-provider.js';
import { isValidPluginId, RESERVED_PROJECT_PAGE_IDS, type PluginManifest } from './plugin-manifest.js';
import { createPluginHooks, type PluginHooks } from './plugin-hooks.js';
import { ActivityTypeRegistry } from './registries/activity-type-registry.js';
import { ElementRegistry } from './registries/element-registry.js';
import { MarkRegistry } from './registries/mark-registry.js';
import { WidgetRegistry } from './registries/widget-registry.js';
import { Logger } from './service-identifiers.js';

/** A plugin manifest together with the package it came from. @public */
export interface LoadedPlugin {
  readonly manifest: PluginManifest;
  /** The package name listed in quire.plugins.json. */
  readonly source: string;
}
/** Binding id of each LoadedPlugin in a host container. @public */
export const LoadedPlugin = Symbol.for('quire.loaded-plugin');

/** A plugin that could not be loaded or set up, reported by its id. @public */
export interface PluginFailure {
  readonly pluginId: string;
  readonly source: string;
  readonly error: Error;
}

/**
 * The core of the plugin platform: on `start()` it pulls every loaded plugin from the
 * container and files its contributions into the registries, and it owns the frozen set
 * of hooks that plugins tap by their id.
 * @public
 */
@injectable()
export class PluginHost {
  readonly hooks: PluginHooks = createPluginHooks();
  private readonly started = new Map<string, LoadedPlugin>();
  private readonly failed: PluginFailure[] = [];

  constructor(
    @inject(ContributionProvider) @named(LoadedPlugin) private readonly plugins: ContributionProvider<LoadedPlugin>,
    @inject(ElementRegistry) readonly elements: ElementRegistry,
    @inject(MarkRegistry) readonly marks: MarkRegistry,
    @inject(ActivityTypeRegistry) readonly activityTypes: ActivityTypeRegistry,
    @inject(WidgetRegistry) readonly widgets: WidgetRegistry,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /**
   * Registers every plugin. A duplicate plugin id or contribution key is a configuration
   * error and throws, naming both plugins; that is not a plugin failing at run time.
   */
  start(): void {
    for (const plugin of this.plugins.getContributions()) this.register(plugin);
  }

  /** Plugins registered so far, by id. */
  pluginIds(): string[] {
    return [...this.started.keys()];
  }

  /** The project pages of the started plugins, in plugin order. */
  projectPages(): { readonly pluginId: string; readonly id: string; readonly label: string }[] {
    return [...this.started.entries()].flatMap(([pluginId, { manifest }]) => (manifest.projectPages ?? []).map((page) => ({ pluginId, id: page.id, label: page.label })));
  }

  /** Plugins that failed to load or set up; the host keeps running without them. */
  failures(): readonly PluginFailure[] {
    return this.failed;
  }

  /** Records a plugin failure, logs it by id and withdraws the plugin's contributions. */
  reportFailure(pluginId: string, source: string, error: unknown): void {
    const err = error instanceof Error ? error : new Error(String(error));
    this.failed.push({ pluginId, source, error: err });
    this.logger.error(`Plugin '${pluginId}' failed: ${err.message}`, { pluginId, source });
    if (this.started.get(pluginId)?.source === source) {
      this.started.delete(pluginId);
      for (const registry of [this.elements, this.marks, this.activityTypes, this.widgets]) {
        registry.removePlugin(pluginId);
      }
    }
  }

  private register({ manifest, source }: LoadedPlugin): void {
    const id = manifest.id;
    if (!isValidPluginId(id)) throw new Error(`Plugin from '${source}' has an invalid id '${id}' (kebab-case expected)`);
    const existing = this.started.get(id);
    if (existing) {
      throw new Error(`Plugin id '${id}' is registered by both '${existing.source}' and '${source}'`);
    }
    for (const page of manifest.projectPages ?? []) {
      if (!isValidPluginId(page.id) || RESERVED_PROJECT_PAGE_IDS.includes(page.id)) {
        throw new Error(`Plugin '${id}' declares the project page '${page.id}', which is not a free kebab-case address segment`);
      }
      const owner = this.projectPages().find((taken) => taken.id === page.id);
      if (owner) throw new Error(`Project page '${page.id}' is declared by both '${owner.pluginId}' and '${id}'`);
    }
    this.started.set(id, { manifest, source });
    for (const element of manifest.elements ?? []) this.elements.add(element.kind, element, id);
    for (const mark of manifest.marks ?? []) this.marks.add(mark.name, mark, id);
    for (const type of manifest.activityTypes ?? []) this.activityTypes.add(type.slug, type, id);
    for (const widget of manifest.widgets ?? []) this.widgets.contribute(widget, id);
  }
}
