import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePluginList } from '@quire/core';

const rootListFile = fileURLToPath(new URL('../../../quire.plugins.json', import.meta.url));

/**
 * Writes the repository's plugin list less the named packages to a new temporary file and
 * answers its path, for a test server that runs as a site without those plugins would.
 */
export function pluginListWithout(packages: readonly string[]): string {
  const list = parsePluginList(readFileSync(rootListFile, 'utf8'), rootListFile);
  const missing = packages.filter((name) => !list.plugins.includes(name));
  if (missing.length > 0) throw new Error(`Not in quire.plugins.json: ${missing.join(', ')}`);
  const file = join(mkdtempSync(join(tmpdir(), 'quire-plugins-')), 'quire.plugins.json');
  writeFileSync(file, JSON.stringify({ plugins: list.plugins.filter((name) => !packages.includes(name)) }));
  return file;
}
