import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PLUGIN_KINDS, isKebabCase, pluginNames, type PluginKind } from './plugin-names.js';
import { activityFiles } from './templates/activity-files.js';
import { elementFiles } from './templates/element-files.js';
import { buildConfig, packageJson, readme, type HostVersions } from './templates/package-files.js';
import { widgetFiles } from './templates/widget-files.js';

/** A request the scaffold refuses; its message says why and what to do. */
export class NewPluginError extends Error {}

export interface NewPluginRequest {
  /** The repository root: where quire.plugins.json, plugins/ and plugin-sdk/ are. */
  readonly root: string;
  readonly id: string;
  readonly kind: string;
  readonly description?: string;
}

const DEFAULT_DESCRIPTIONS: Readonly<Record<PluginKind, string>> = {
  element: 'A labelled box of text that authors insert and learners read.',
  activity: 'An activity type: one correct choice among several.',
  widget: 'A pager for paginated content: Previous, the page number and Next.',
};

/** The plugin ids already taken: each folder's, and each package.json's `quire.id`. */
function takenIds(pluginsDir: string): Map<string, string> {
  const taken = new Map<string, string>();
  if (!existsSync(pluginsDir)) return taken;
  for (const folder of readdirSync(pluginsDir)) {
    taken.set(folder, `plugins/${folder}`);
    const manifestFile = join(pluginsDir, folder, 'package.json');
    if (!existsSync(manifestFile)) continue;
    const id = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { quire?: { id?: unknown } }).quire?.id;
    if (typeof id === 'string') taken.set(id, `plugins/${folder}`);
  }
  return taken;
}

function hostVersions(root: string): HostVersions {
  const sdk = JSON.parse(readFileSync(join(root, 'plugin-sdk', 'package.json'), 'utf8')) as { version: string; peerDependencies: Record<string, string> };
  return { sdk: sdk.version, peers: sdk.peerDependencies };
}

/**
 * Writes a new plugin folder, `plugins/<id>`, with its manifest, parts, README and tests,
 * and lists its package in quire.plugins.json. Checks everything before writing anything.
 * Answers the paths it wrote, relative to the root.
 */
export function writePlugin(request: NewPluginRequest): string[] {
  const { root, id } = request;
  if (!isKebabCase(id)) {
    throw new NewPluginError(`The plugin id '${id}' is not kebab-case: use lower-case words of letters and digits joined by hyphens, such as 'element-hello'.`);
  }
  if (!PLUGIN_KINDS.includes(request.kind as PluginKind)) {
    throw new NewPluginError(`Unknown kind '${request.kind}': use --kind ${PLUGIN_KINDS.join(', --kind ')}.`);
  }
  const kind = request.kind as PluginKind;
  const taken = takenIds(join(root, 'plugins')).get(id);
  if (taken) throw new NewPluginError(`A plugin with the id '${id}' already exists (${taken}). Choose another id.`);
  const names = pluginNames(id, kind);
  const listFile = join(root, 'quire.plugins.json');
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as { plugins: string[] };
  if (list.plugins.includes(names.packageName)) {
    throw new NewPluginError(`quire.plugins.json already lists '${names.packageName}'. Choose another id.`);
  }

  const description = request.description ?? DEFAULT_DESCRIPTIONS[kind];
  const parts = { element: elementFiles, activity: activityFiles, widget: widgetFiles }[kind](names);
  const files: Record<string, string> = {
    'package.json': packageJson(names, kind, description, hostVersions(root)),
    'tsconfig.build.json': buildConfig(),
    'README.md': readme(names, kind, description),
    ...parts,
  };
  const written: string[] = [];
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, 'plugins', id, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    written.push(`plugins/${id}/${path}`);
  }
  list.plugins.push(names.packageName);
  writeFileSync(listFile, JSON.stringify(list, null, 2) + '\n');
  written.push('quire.plugins.json');
  return written;
}
