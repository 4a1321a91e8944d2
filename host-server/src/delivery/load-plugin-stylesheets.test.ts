import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { definePlugin } from '@quire/plugin-sdk';
import { createTestHost } from '@quire/plugin-sdk/testing';
import marksPlugin from '@quire/plugin-marks';
import tablePlugin from '@quire/plugin-element-table';
import { loadPluginStylesheets, MAX_PLUGIN_STYLESHEET_BYTES } from './load-plugin-stylesheets.js';
import { renderPageHtml } from './render-page-html.js';
import { DeliveryViews } from '@quire/plugin-sdk/delivery';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'quire-styles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A plugin package in the scratch folder whose stylesheet is `css`. */
function stylePackage(id: string, css: string) {
  const dir = join(scratch, 'node_modules', id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: id, type: 'module', exports: { './styles.css': './styles.css' }, quire: { id, parts: [] } }));
  writeFileSync(join(dir, 'styles.css'), css);
  return { manifest: definePlugin({ id }), source: id };
}

describe("the plugins' stylesheets on pages the server draws", () => {
  it("reads each installed plugin's stylesheet, and none for a plugin without one", async () => {
    const plugins = [
      { manifest: marksPlugin, source: '@quire/plugin-marks' },
      { manifest: tablePlugin, source: '@quire/plugin-element-table' },
    ];
    const { host } = createTestHost(plugins.map((p) => p.manifest));
    const sheets = await loadPluginStylesheets(repoRoot, plugins, host);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toContain('table.table th, table.table td');
    const html = renderPageHtml('Course', 'Page', [], new DeliveryViews(), sheets);
    expect(html).toContain('table.table.rowstyle-alternating');
  });

  it('leaves out, and reports by plugin id, a stylesheet that would end the style element or is too large', async () => {
    const plugins = [
      stylePackage('closing-style', 'p { color: red } </style><script>alert(1)</script>'),
      stylePackage('huge-style', `/* ${'x'.repeat(MAX_PLUGIN_STYLESHEET_BYTES)} */`),
      stylePackage('fine-style', '.fine { color: green }'),
    ];
    const { host } = createTestHost(plugins.map((p) => p.manifest));
    expect(await loadPluginStylesheets(scratch, plugins, host)).toEqual(['.fine { color: green }']);
    expect(host.failures().map((f) => [f.pluginId, f.error.message])).toEqual([
      ['closing-style', 'its stylesheet contains </style'],
      ['huge-style', `its stylesheet is larger than ${MAX_PLUGIN_STYLESHEET_BYTES} bytes`],
    ]);
  });
});
