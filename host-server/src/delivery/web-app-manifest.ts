import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk or stylesheet of the web app's build manifest (Vite's `.vite/manifest.json`). */
interface ManifestEntry {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

/** The built web app's manifest: which files each of its modules and entries became. */
export type WebAppManifest = Readonly<Record<string, ManifestEntry>>;

/** The manifest of the web app built at `webRoot`, or undefined for a build without one. */
export function readWebAppManifest(webRoot: string): WebAppManifest | undefined {
  const file = join(webRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as WebAppManifest) : undefined;
}

/**
 * The stylesheet a lesson page carries in its head, in place of the app's linked one (a
 * request the first paint would wait for): the app entry's stylesheet, those of the web
 * app's `modules` and of what they import, and every plugin stylesheet of the build (the
 * CSS entries of its manifest), read from the built web app at `webRoot`. A sheet that
 * would end the style element is left out.
 */
export function lessonPageStylesheet(webRoot: string, manifest: WebAppManifest, modules: readonly string[]): string {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return;
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) walk(imported);
  };
  walk('index.html');
  modules.forEach(walk);
  for (const [key, entry] of Object.entries(manifest)) if (key.endsWith('.css') && !key.startsWith('_')) files.add(entry.file);
  return [...files]
    .map((file) => readFileSync(join(webRoot, file), 'utf8'))
    .filter((css) => !/<\/style/i.test(css))
    .join('\n');
}

/** The web app's script that puts the stored colour theme on the page before its first paint (`public/theme.js`), or undefined when the build has none. */
export function readThemeScript(webRoot: string): string | undefined {
  return readInlineScript(join(webRoot, 'theme.js'));
}

/**
 * The text of the boot script (the manifest's `entry`), to go inline in the head of every
 * page the server draws, where it runs before the page's body is read. Wrapped in a
 * function: a classic script's top-level names would be the page's globals.
 */
export function readBootScript(webRoot: string, manifest: WebAppManifest, entry: string): string | undefined {
  const address = entryAddress(manifest, entry);
  const script = address ? readInlineScript(join(webRoot, address)) : undefined;
  return script === undefined ? undefined : `(() => {${script.trim()}\n})();`;
}

/** A script file's text to go inline; undefined when there is none, or when it would end its own element. */
function readInlineScript(file: string): string | undefined {
  const script = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  return script !== undefined && !/<\/script/i.test(script) ? script : undefined;
}

/** The address of the file an entry of the manifest became, e.g. `/assets/index-1a2b.js`. */
export function entryAddress(manifest: WebAppManifest, key: string): string | undefined {
  const entry = manifest[key];
  return entry ? `/${entry.file}` : undefined;
}
