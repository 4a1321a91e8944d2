import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PluginHost } from '@quire/core';
import type { ServerPlugin } from '../plugins/load-server-plugins.js';

/** Larger than any plugin's stylesheet should be; a bigger file is refused rather than sent on every page. */
export const MAX_PLUGIN_STYLESHEET_BYTES = 256 * 1024;

/**
 * The stylesheets of the plugins the host registered (each plugin's `./styles.css`
 * export, if it has one), in plugin order, for the pages the server draws. A sheet that
 * cannot be read, is too large or would end the page's style element is reported by the
 * plugin's id and left out.
 */
export async function loadPluginStylesheets(rootDir: string, plugins: readonly ServerPlugin[], host: PluginHost): Promise<string[]> {
  const require = createRequire(join(rootDir, 'noop.js'));
  const sheets: string[] = [];
  for (const plugin of plugins) {
    const id = plugin.manifest.id;
    if (!host.pluginIds().includes(id)) continue;
    let path: string;
    try {
      path = require.resolve(`${plugin.source}/styles.css`);
    } catch {
      continue;
    }
    try {
      if ((await stat(path)).size > MAX_PLUGIN_STYLESHEET_BYTES) throw new Error(`its stylesheet is larger than ${MAX_PLUGIN_STYLESHEET_BYTES} bytes`);
      const css = await readFile(path, 'utf8');
      if (/<\/style/i.test(css)) throw new Error('its stylesheet contains </style');
      sheets.push(css);
    } catch (error) {
      host.reportFailure(id, plugin.source, error);
    }
  }
  return sheets;
}
