import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parsePluginList, pluginPackageInfo, type PluginManifest } from '@quire/core';
import { defaultServerConditions, runnerImport, type Plugin } from 'vite';

/** The id the web app imports its plugin list from. */
export const PLUGINS_MODULE_ID = 'virtual:quire-plugins';
/** The same list for learner pages: ids, contributions and delivery parts only. */
export const DELIVERY_PLUGINS_MODULE_ID = 'virtual:quire-delivery-plugins';
const RESOLVED_ID = '\0' + PLUGINS_MODULE_ID;
const RESOLVED_DELIVERY_ID = '\0' + DELIVERY_PLUGINS_MODULE_ID;
/** The look of the plugin SDK's shared activity components (feedback, hints, the choices editor…). */
export const SDK_STYLESHEET = '@quire/plugin-sdk/styles.css';

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
      if (id === PLUGINS_MODULE_ID) return RESOLVED_ID;
      return id === DELIVERY_PLUGINS_MODULE_ID ? RESOLVED_DELIVERY_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_DELIVERY_ID) return undefined;
      this.addWatchFile(listFile);
      return generatePluginsModule(listFile, id === RESOLVED_DELIVERY_ID ? 'delivery' : 'all');
    },
  };
}

/** What a plugin contributes: element kinds, mark names and activity types, which content names, and widgets, which the page draws. */
export interface PluginContributions {
  readonly elements: readonly string[];
  /** Its element kinds whose learner view is an island (`interactive`): they hydrate on a learner's page. */
  readonly interactiveElements: readonly string[];
  readonly marks: readonly string[];
  readonly activities: readonly string[];
  /** The names the page looks the plugin's widgets up by: a replacing widget's is the name it replaces. */
  readonly widgets: readonly string[];
  /** The plugin's widgets that replace another (manifest `replaces`), by their own name. */
  readonly widgetReplaces: Readonly<Record<string, string>>;
  /** The project pages it adds to the authoring workspace (manifest `projectPages`). */
  readonly projectPages: readonly { readonly id: string; readonly label: string }[];
}

/**
 * Reads a plugin's manifest at build time (through Vite, so a workspace plugin's TypeScript
 * sources load as the app's do, and a compiled one's JavaScript too) for what it contributes; the learner's page then downloads only the
 * delivery parts its content uses. A manifest that fails to load answers undefined: that
 * plugin's part is loaded on every page, and the browser reports the failure as before.
 */
function readContributions(source: string, root: string): Promise<PluginContributions | undefined> {
  const key = `${root}\0${source}`;
  let reading = contributionsRead.get(key);
  if (!reading) {
    reading = importContributions(source, root);
    contributionsRead.set(key, reading);
  }
  return reading;
}

/** Each plugin's manifest is read once per process, for both lists. */
const contributionsRead = new Map<string, Promise<PluginContributions | undefined>>();

async function importContributions(source: string, root: string): Promise<PluginContributions | undefined> {
  const conditions = ['quire-source', ...defaultServerConditions];
  try {
    const { module } = await runnerImport<{ default: PluginManifest }>(source, {
      configFile: false,
      root,
      logLevel: 'silent',
      // runnerImport loads in its own 'inline' environment. The plugin itself goes through
      // Vite even when it is installed compiled in node_modules: left to Node, it would
      // import the workspace's SDK, which is TypeScript.
      environments: { inline: { resolve: { conditions, noExternal: [source], externalConditions: ['quire-source'] } } },
    });
    const manifest = module.default;
    return {
      elements: (manifest.elements ?? []).map((element) => element.kind),
      interactiveElements: (manifest.elements ?? []).filter((element) => element.interactive).map((element) => element.kind),
      marks: (manifest.marks ?? []).map((mark) => mark.name),
      activities: (manifest.activityTypes ?? []).map((type) => type.slug),
      widgets: (manifest.widgets ?? []).map((widget) => widget.replaces ?? widget.name),
      widgetReplaces: Object.fromEntries((manifest.widgets ?? []).flatMap((widget) => (widget.replaces ? [[widget.name, widget.replaces]] : []))),
      projectPages: (manifest.projectPages ?? []).map(({ id, label }) => ({ id, label })),
    };
  } catch {
    return undefined;
  }
}

/**
 * The source of the virtual module for a plugin list file. The delivery list leaves out the
 * manifests and authoring parts, so a learner's page does not even carry their import map.
 */
export async function generatePluginsModule(listFile: string, side: 'all' | 'delivery' = 'all'): Promise<string> {
  const list = parsePluginList(readFileSync(listFile, 'utf8'), listFile);
  const require = createRequire(join(dirname(listFile), 'noop.js'));
  const entries = await Promise.all(
    list.plugins.map(async (source) => {
      const packageJson: unknown = JSON.parse(readFileSync(require.resolve(`${source}/package.json`), 'utf8'));
      const info = pluginPackageInfo(packageJson, source);
      const contributes = info.parts.includes('delivery') || info.parts.includes('authoring') ? await readContributions(source, dirname(listFile)) : undefined;
      // A plugin's stylesheet (its `./styles.css` export) loads with each of its parts; so does
      // the SDK's, the look of the shared activity components, for a plugin that may give activity types.
      const sheets = [
        ...(contributes === undefined || contributes.activities.length > 0 ? [SDK_STYLESHEET] : []),
        ...(exportsStylesheet(packageJson) ? [`${source}/styles.css`] : []),
      ];
      const styles = sheets.map((sheet) => `, import(${JSON.stringify(sheet)})`).join('');
      const part = (name: string) =>
        info.parts.includes(name as 'authoring')
          ? `() => Promise.all([import(${JSON.stringify(`${source}/${name}`)})${styles}]).then(([part]) => part)`
          : 'undefined';
      if (side === 'delivery') {
        return `  { id: ${JSON.stringify(info.id)}, contributes: ${JSON.stringify(contributes)}, delivery: ${part('delivery')} },`;
      }
      return `  { id: ${JSON.stringify(info.id)}, source: ${JSON.stringify(source)}, contributes: ${JSON.stringify(contributes)}, manifest: () => import(${JSON.stringify(source)}), authoring: ${part('authoring')}, delivery: ${part('delivery')} },`;
    }),
  );
  return `export const pluginEntries = [\n${entries.join('\n')}\n];\n`;
}

function exportsStylesheet(packageJson: unknown): boolean {
  const exports = (packageJson as { exports?: unknown })?.exports;
  return typeof exports === 'object' && exports !== null && './styles.css' in exports;
}
