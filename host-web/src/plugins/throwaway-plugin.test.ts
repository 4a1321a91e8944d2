import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerPluginHost } from '@quire/server';
import { MemoryLogger, Logger } from '@quire/core';
import { ContainerModule } from 'inversify';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quirePlugins } from '../../vite-plugin-quire-plugins.js';
import { loadWebPlugins, type WebPluginEntry } from './load-web-plugins.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// Inside node_modules, so the packages of the repository resolve from here too.
const sandbox = join(repoRoot, 'node_modules', '.quire-test', `plugins-${process.pid}`);

function writePackage(name: string, files: Record<string, string>): void {
  const dir = join(sandbox, 'node_modules', ...name.split('/'));
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
}

const throwawayPackage = {
  'package.json': JSON.stringify({
    name: '@quire-test/plugin-throwaway',
    type: 'module',
    exports: { '.': './index.js', './delivery': './delivery.js', './package.json': './package.json' },
    quire: { id: 'throwaway-note', parts: ['delivery'] },
  }),
  'index.js': `export default { id: 'throwaway-note', elements: [{ kind: 'throwaway_note', structure: { kind: 'throwaway_note', display: 'block', content: { type: 'inline' } } }] };`,
  'delivery.js': `import { createElement } from 'react';
export default { elements: { throwaway_note: ({ children }) => createElement('aside', { className: 'note' }, children) } };`,
};

const brokenPackage = {
  'package.json': JSON.stringify({
    name: '@quire-test/plugin-broken',
    type: 'module',
    exports: { '.': './index.js', './delivery': './index.js', './package.json': './package.json' },
    quire: { id: 'broken-thing', parts: ['delivery'] },
  }),
  'index.js': `throw new Error('broken on purpose');`,
};

let vite: ViteDevServer;
const listFile = join(sandbox, 'quire.plugins.json');

beforeAll(async () => {
  rmSync(sandbox, { recursive: true, force: true });
  writePackage('@quire-test/plugin-throwaway', throwawayPackage);
  writePackage('@quire-test/plugin-broken', brokenPackage);
  // The repository's own list plus two lines: that is the whole change a new plugin needs.
  const list = JSON.parse(readFileSync(join(repoRoot, 'quire.plugins.json'), 'utf8')) as { plugins: string[] };
  writeFileSync(listFile, JSON.stringify({ plugins: [...list.plugins, '@quire-test/plugin-throwaway', '@quire-test/plugin-broken'] }));
  vite = await createServer({
    root: sandbox,
    configFile: false,
    logLevel: 'silent',
    plugins: [quirePlugins({ listFile })],
    resolve: { conditions: ['quire-source'] },
    ssr: { resolve: { conditions: ['quire-source'] } },
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
});

afterAll(async () => {
  await vite?.close();
  rmSync(sandbox, { recursive: true, force: true });
});

describe('a plugin added to quire.plugins.json', () => {
  it('reaches the server host registries, and a throwing plugin is reported by its id', async () => {
    const logger = new MemoryLogger();
    const { host } = await createServerPluginHost({ rootDir: sandbox }, [
      new ContainerModule(({ bind }) => void bind(Logger).toConstantValue(logger)),
    ]);
    expect(host.elements.ownerOf('throwaway_note')).toBe('throwaway-note');
    expect(host.elements.has('table')).toBe(true);
    expect(host.failures().map((f) => f.pluginId)).toEqual(['broken-thing']);
    expect(logger.entries.some((e) => e.level === 'error' && e.message.includes("'broken-thing'"))).toBe(true);
  });

  it('reaches the web host registries and its delivery view, without the throwing one', async () => {
    const { pluginEntries } = (await vite.ssrLoadModule('virtual:quire-plugins')) as { pluginEntries: WebPluginEntry[] };
    expect(pluginEntries.map((e) => e.id)).toContain('throwaway-note');
    const { host, parts } = await loadWebPlugins(pluginEntries, 'delivery');
    expect(host.elements.ownerOf('throwaway_note')).toBe('throwaway-note');
    expect(parts.find((p) => p.pluginId === 'throwaway-note')?.part.elements?.throwaway_note).toBeTypeOf('function');
    expect(host.failures().map((f) => f.pluginId)).toEqual(['broken-thing']);
    expect(host.pluginIds()).toContain('element-table');
    // Vite transforms every plugin's delivery part on first load: seconds on a busy machine.
  }, 60_000);
});
