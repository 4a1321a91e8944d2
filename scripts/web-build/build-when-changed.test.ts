import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildWebAppWhenChanged } from './build-when-changed.js';

let root: string;
let builds: number;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A build as the web app's makes it: the browser's manifest and the server's renderer. */
async function build(): Promise<void> {
  builds += 1;
  write('host-web/dist/.vite/manifest.json', '{}');
  write('host-web/dist/assets/index.js', 'app');
  write('host-web/dist-ssr/index.js', 'renderer');
}

const start = () => buildWebAppWhenChanged({ root, build, log: () => {} });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'quire-web-build-'));
  builds = 0;
  write('package-lock.json', '{"lockfileVersion":3}');
  write('quire.plugins.json', '{"plugins":["@quire/plugin-element-formula"]}');
  write('host-web/src/app.tsx', 'export const app = 1;');
  write('plugins/element-formula/src/index.ts', 'export const formula = 1;');
  write('core/src/index.ts', 'export const core = 1;');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start’s web build', () => {
  it('builds on the first start and not on the next one when nothing changed', async () => {
    expect(await start()).toBe('built');
    expect(await start()).toBe('up to date');
    expect(builds).toBe(1);
  });

  it('builds again after an edit to a plugin, the host, core, the plugin list or the locked dependencies', async () => {
    await start();
    for (const [path, text] of [
      ['plugins/element-formula/src/index.ts', 'export const formula = 2;'],
      ['host-web/src/app.tsx', 'export const app = 2;'],
      ['core/src/index.ts', 'export const core = 2;'],
      ['quire.plugins.json', '{"plugins":[]}'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
      ['plugins/element-hello/src/index.ts', 'export const hello = 1;'],
    ]) {
      write(path, text);
      expect(await start(), path).toBe('built');
    }
    expect(builds).toBe(7);
  });

  it('does not build for the database, uploads, installed packages or the build itself', async () => {
    await start();
    write('data/quire.sqlite', 'rows');
    write('data/media/a.png', 'png');
    write('node_modules/react/index.js', 'react');
    write('plugins/element-formula/node_modules/x/index.js', 'x');
    write('plugins/element-formula/dist/index.js', 'compiled');
    write('host-web/dist/assets/extra.js', 'extra');
    expect(await start()).toBe('up to date');
    expect(builds).toBe(1);
  });

  it('builds when a build output is missing', async () => {
    await start();
    unlinkSync(join(root, 'host-web/dist-ssr/index.js'));
    expect(await start()).toBe('built');
  });

  it('records nothing for a failed build, so the next start builds again even with the edit undone', async () => {
    await start();
    write('host-web/src/app.tsx', 'export const app = ;');
    await expect(buildWebAppWhenChanged({ root, build: () => Promise.reject(new Error('syntax error')), log: () => {} })).rejects.toThrow('syntax error');
    write('host-web/src/app.tsx', 'export const app = 1;');
    expect(await start()).toBe('built');
    expect(builds).toBe(2);
  });
});
