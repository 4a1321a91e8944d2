import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parsePluginList, pluginPackageInfo, type LoadedPlugin, type PluginManifest } from '@quire/core';
import type { ServerPart } from '@quire/plugin-sdk/server';
import type { Knex } from 'knex';

/** A plugin as the server loads it: its manifest and, if it has one, its server part. */
export interface ServerPlugin extends LoadedPlugin {
  /** Its database is the server's knex instance. */
  readonly server?: ServerPart<Knex>;
  /** From its package.json; null for a plugin given in code. */
  readonly version?: string | null;
  readonly description?: string | null;
}

/**
 * A plugin given in code rather than listed (tests add activity types and server parts
 * this way): a manifest alone, or a manifest with its server part.
 */
export type ExtraPlugin = PluginManifest | { readonly manifest: PluginManifest; readonly server: ServerPart<Knex> };

/** The extra plugin as the server holds it; its source is its id. */
export function extraServerPlugin(extra: ExtraPlugin): ServerPlugin {
  return 'manifest' in extra ? { manifest: extra.manifest, source: extra.manifest.id, server: extra.server } : { manifest: extra, source: extra.id };
}

/** A plugin that could not be loaded; the server starts without it. */
export interface ServerPluginFailure {
  readonly pluginId: string;
  readonly source: string;
  readonly error: Error;
}

export interface LoadServerPluginsOptions {
  /** The folder holding quire.plugins.json; packages resolve from here. */
  readonly rootDir: string;
  readonly listFile?: string;
}

async function importDefault(path: string): Promise<unknown> {
  const module = (await import(pathToFileURL(path).href)) as { default?: unknown };
  return module.default;
}

/**
 * Reads quire.plugins.json and imports each package's manifest and server part. A
 * plugin that throws while loading is reported by its id and left out; the others load.
 */
export async function loadServerPlugins(options: LoadServerPluginsOptions): Promise<{
  plugins: ServerPlugin[];
  failures: ServerPluginFailure[];
}> {
  const listFile = options.listFile ?? join(options.rootDir, 'quire.plugins.json');
  const list = parsePluginList(await readFile(listFile, 'utf8'), listFile);
  const require = createRequire(join(options.rootDir, 'noop.js'));
  const plugins: ServerPlugin[] = [];
  const failures: ServerPluginFailure[] = [];
  for (const source of list.plugins) {
    let pluginId = source;
    try {
      const info = pluginPackageInfo(JSON.parse(await readFile(require.resolve(`${source}/package.json`), 'utf8')), source);
      pluginId = info.id;
      const manifest = (await importDefault(require.resolve(source))) as PluginManifest | undefined;
      if (!manifest || manifest.id !== info.id) {
        throw new Error(`its manifest's id '${manifest?.id}' does not match package.json's '${info.id}'`);
      }
      const server = info.parts.includes('server')
        ? ((await importDefault(require.resolve(`${source}/server`))) as ServerPart<Knex>)
        : undefined;
      const described = { manifest, source, version: info.version, description: info.description };
      plugins.push(server ? { ...described, server } : described);
    } catch (error) {
      failures.push({ pluginId, source, error: error instanceof Error ? error : new Error(String(error)) });
    }
  }
  return { plugins, failures };
}
