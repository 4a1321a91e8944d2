/**
 * `quire.plugins.json`: the one list of plugin packages both hosts load, in order.
 * @public
 */
export interface PluginList {
  readonly plugins: readonly string[];
}

const PACKAGE_NAME = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;

/** Parses and checks the text of a plugin list, with a clear message for each mistake. @public */
export function parsePluginList(text: string, origin = 'quire.plugins.json'): PluginList {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${origin} is not valid JSON: ${(error as Error).message}`);
  }
  const plugins = (data as { plugins?: unknown })?.plugins;
  if (!Array.isArray(plugins)) throw new Error(`${origin} must be an object with a "plugins" array of package names`);
  const seen = new Set<string>();
  for (const name of plugins) {
    if (typeof name !== 'string' || !PACKAGE_NAME.test(name)) throw new Error(`${origin} lists an invalid package name: ${JSON.stringify(name)}`);
    if (seen.has(name)) throw new Error(`${origin} lists '${name}' twice`);
    seen.add(name);
  }
  return { plugins };
}

/** The `quire` field of a plugin's package.json, with the package's version and description. @public */
export interface PluginPackageInfo {
  readonly id: string;
  readonly parts: readonly ('authoring' | 'delivery' | 'server')[];
  readonly version: string | null;
  readonly description: string | null;
}

/** Reads the `quire` field of a plugin package.json, naming the package on a mistake. @public */
export function pluginPackageInfo(packageJson: unknown, packageName: string): PluginPackageInfo {
  const quire = (packageJson as { quire?: { id?: unknown; parts?: unknown } })?.quire;
  if (!quire || typeof quire.id !== 'string') throw new Error(`Package '${packageName}' has no "quire": { "id" } field; it is not a Quire plugin`);
  const parts = Array.isArray(quire.parts) ? quire.parts : [];
  for (const part of parts) {
    if (part !== 'authoring' && part !== 'delivery' && part !== 'server') {
      throw new Error(`Package '${packageName}' declares an unknown part '${String(part)}'`);
    }
  }
  const { version, description } = packageJson as { version?: unknown; description?: unknown };
  return { id: quire.id, parts, version: typeof version === 'string' ? version : null, description: typeof description === 'string' ? description : null };
}
