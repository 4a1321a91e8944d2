import { describePluginSettings, type InstalledPlugin, type PluginHost } from '@quire/core';
import type { ServerPlugin } from './load-server-plugins.js';

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
        settingFields: manifest.settings ? describePluginSettings(manifest.id, manifest.settings).fields : [],
      };
    });
}
