import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pluginDirs = readdirSync(join(root, 'plugins')).map((name) => join('plugins', name));
const PACKAGES = ['core', 'plugin-sdk', ...pluginDirs];
/** What the host gives every plugin, one copy for all: a plugin asks for these as peers. */
const HOST_PROVIDED = ['@quire/plugin-sdk', 'react', 'react-dom', 'slate', 'slate-react', 'slate-history'];
/** Exports that are files as they are, not built. */
const AS_IS = new Set(['./package.json', './tsconfig.plugin.json']);

interface PackageManifest {
  name: string;
  private?: boolean;
  files?: string[];
  exports: Record<string, string | Record<string, string>>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as PackageManifest;

/** Where the build puts a source file's output: src/a/b.tsx → dist/a/b.js (and .d.ts); a stylesheet keeps its name. */
function builtPaths(source: string): { default: string; types?: string } {
  const inDist = source.replace(/^\.\/src\//, './dist/');
  if (source.endsWith('.css')) return { default: inDist };
  const base = inDist.replace(/\.tsx?$/, '');
  return { default: `${base}.js`, types: `${base}.d.ts` };
}

describe('every package a plugin developer gets is publishable', () => {
  it.each(PACKAGES)('%s: packs its dist/, builds and packs with quire-plugin, and maps each entry from its source to its build', (dir) => {
    const manifest = manifestOf(dir);
    expect(manifest.private).toBeUndefined();
    expect(manifest.files).toContain('dist');
    expect(Object.keys(manifest.scripts ?? {})).toEqual(expect.arrayContaining(['build', 'prepack', 'postpack']));
    for (const [entry, target] of Object.entries(manifest.exports)) {
      if (AS_IS.has(entry)) continue;
      expect(typeof target, `${dir} ${entry}`).toBe('object');
      const conditions = target as Record<string, string>;
      expect(Object.keys(conditions)[0], `${dir} ${entry}: the source condition comes first`).toBe('quire-source');
      expect(existsSync(join(root, dir, conditions['quire-source'])), `${dir} ${entry} → ${conditions['quire-source']}`).toBe(true);
      expect({ default: conditions.default, ...(conditions.types ? { types: conditions.types } : {}) }).toEqual(builtPaths(conditions['quire-source']));
    }
  });

  it.each(pluginDirs)('%s: asks for the SDK, React and Slate as peers, never as its own copies', (dir) => {
    const manifest = manifestOf(dir);
    expect(Object.keys(manifest.dependencies ?? {}).filter((name) => HOST_PROVIDED.includes(name))).toEqual([]);
    expect(manifest.peerDependencies?.['@quire/plugin-sdk']).toBeDefined();
    const buildConfig = JSON.parse(readFileSync(join(root, dir, 'tsconfig.build.json'), 'utf8')) as { extends: string };
    expect(buildConfig.extends).toBe('@quire/plugin-sdk/tsconfig.plugin.json');
  });

  it('the SDK asks for React and Slate as peers, and gives plugins the quire-plugin command and their compiler settings', () => {
    const sdk = manifestOf('plugin-sdk') as PackageManifest & { bin: Record<string, string> };
    expect(Object.keys(sdk.peerDependencies ?? {})).toEqual(expect.arrayContaining(['react', 'slate', 'slate-react']));
    expect(sdk.bin).toEqual({ 'quire-plugin': './bin/quire-plugin.mjs' });
    expect(sdk.files).toEqual(expect.arrayContaining(['bin', 'tsconfig.plugin.json']));
  });
});
