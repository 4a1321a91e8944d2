import type { PluginHost } from '@quire/core';
import type { ServerPlugin } from './load-server-plugins.js';

/** A plugin the server runs, as a project's settings page lists it. */
export interface InstalledPlugin {
  readonly id: string;
  /** The package quire.plugins.json names; the id for a plugin given in code. */
  readonly packageName: string;
  readonly version: string | null;
  readonly description: string | null;
  /** What it adds: element kinds, marks, activity types (by name) and widgets. */
  readonly contributes: {
    readonly elements: readonly string[];
    readonly marks: readonly string[];
    readonly activityTypes: readonly string[];
    readonly widgets: readonly string[];
  };
  /**
   * Whether a project's owner can switch it off: element plugins can (their entries leave
   * the insert menus); activity types are switched one by one, and marks and widgets stay.
   */
  readonly switchable: boolean;
}

/** The plugins that loaded and started, in the order quire.plugins.json lists them. */
export function installedPlugins(plugins: readonly ServerPlugin[], host: PluginHost): InstalledPlugin[] {
  const started = new Set(host.pluginIds());
  return plugins
    .filter((plugin) => started.has(plugin.manifest.id))
    .map(({ manifest, source, version, description }) => {
      const elements = (manifest.elements ?? []).map((element) => element.kind);
      const activityTypes = (manifest.activityTypes ?? []).map((type) => type.friendlyName);
      return {
        id: manifest.id,
        packageName: source,
        version: version ?? null,
        description: description ?? null,
        contributes: {
          elements,
          marks: (manifest.marks ?? []).map((mark) => mark.name),
          activityTypes,
          widgets: (manifest.widgets ?? []).map((widget) => widget.name),
        },
        switchable: elements.length > 0 && activityTypes.length === 0,
      };
    });
}
