import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parsePluginList, pluginPackageInfo } from '@quire/core';
import type { Plugin } from 'vite';

/** The id the web app imports its plugin list from. */
export const PLUGINS_MODULE_ID = 'virtual:quire-plugins';
const RESOLVED_ID = '\0' + PLUGINS_MODULE_ID;

/**
 * Generates the browser's plugin list from quire.plugins.json (Theia's src-gen, as a Vite
 * virtual module): for each plugin, its id and lazy imports of its manifest and of its
 * authoring and delivery parts, so each route loads only its own side.
 */
export function quirePlugins(options: { listFile: string }): Plugin {
  const listFile = resolve(options.listFile);
  return {
    name: 'quire-plugins',
    resolveId(id) {
      return id === PLUGINS_MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(listFile);
      return generatePluginsModule(listFile);
    },
  };
}

/** The source of the virtual module for a plugin list file. */
export function generatePluginsModule(listFile: string): string {
  const list = parsePluginList(readFileSync(listFile, 'utf8'), listFile);
  const require = createRequire(join(dirname(listFile), 'noop.js'));
  const entries = list.plugins.map((source) => {
    const info = pluginPackageInfo(JSON.parse(readFileSync(require.resolve(`${source}/package.json`), 'utf8')), source);
    const part = (name: string) =>
      info.parts.includes(name as 'authoring') ? `() => import(${JSON.stringify(`${source}/${name}`)})` : 'undefined';
    return `  { id: ${JSON.stringify(info.id)}, source: ${JSON.stringify(source)}, manifest: () => import(${JSON.stringify(source)}), authoring: ${part('authoring')}, delivery: ${part('delivery')} },`;
  });
  return `export const pluginEntries = [\n${entries.join('\n')}\n];\n`;
}
