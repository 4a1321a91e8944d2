import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DeliveryViews, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import type { PluginHost } from '@quire/core';
import type { ServerPlugin } from '../plugins/load-server-plugins.js';

/**
 * Loads the delivery part of every plugin the host registered, for rendering pages on the
 * server. A plugin whose delivery part fails to load is reported by its id.
 */
export async function loadDeliveryViews(rootDir: string, plugins: readonly ServerPlugin[], host: PluginHost): Promise<DeliveryViews> {
  const require = createRequire(join(rootDir, 'noop.js'));
  const views = new DeliveryViews();
  for (const plugin of plugins) {
    const id = plugin.manifest.id;
    if (!host.pluginIds().includes(id)) continue;
    let path: string;
    try {
      path = require.resolve(`${plugin.source}/delivery`);
    } catch {
      continue;
    }
    try {
      const part = ((await import(pathToFileURL(path).href)) as { default: DeliveryPart }).default;
      views.add(id, part);
    } catch (error) {
      host.reportFailure(id, plugin.source, error);
    }
  }
  return views;
}
