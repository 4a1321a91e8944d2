import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the web app's build reads: the packages it bundles, the plugin list and the locked dependencies. */
export const WEB_BUILD_INPUTS = ['core', 'plugin-sdk', 'plugins', 'host-web', 'quire.plugins.json', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

/** Folders that builds and installs write into; none of them is a source of the web app. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-ssr', '.vite', '.git', '.api-report']);

function collectFiles(root: string, path: string, into: string[]): void {
  let stats;
  try {
    stats = statSync(join(root, path));
  } catch {
    return;
  }
  if (stats.isFile()) {
    into.push(path);
    return;
  }
  if (!stats.isDirectory()) return;
  for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name) || entry.name.endsWith('.tsbuildinfo') || entry.isSymbolicLink()) continue;
    collectFiles(root, `${path}/${entry.name}`, into);
  }
}

/**
 * A hash of the web app's sources in the checkout at `root`: their paths and contents, so
 * that an edit, a new plugin or an `npm install` of other versions changes it, and a mere
 * `touch` or a new database in `data/` does not.
 */
export function webBuildSourceFingerprint(root: string): string {
  const files: string[] = [];
  for (const input of WEB_BUILD_INPUTS) collectFiles(root, input, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file).update('\0');
    hash.update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}
