import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NewPluginError, writePlugin } from './write-plugin.js';

let root: string;
const listed = () => (JSON.parse(readFileSync(join(root, 'quire.plugins.json'), 'utf8')) as { plugins: string[] }).plugins;

/** A repository with the files the scaffold reads: the plugin list, the SDK's package.json and one plugin. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'quire-new-plugin-'));
  mkdirSync(join(root, 'plugin-sdk'));
  writeFileSync(
    join(root, 'plugin-sdk', 'package.json'),
    JSON.stringify({ name: '@quire/plugin-sdk', version: '0.3.0', peerDependencies: { react: '^19.2.0', 'react-dom': '^19.2.0', slate: '^0.146.0', 'slate-react': '^0.146.1' } }),
  );
  mkdirSync(join(root, 'plugins', 'element-youtube'), { recursive: true });
  writeFileSync(join(root, 'plugins', 'element-youtube', 'package.json'), JSON.stringify({ name: '@quire/plugin-element-youtube', quire: { id: 'element-youtube' } }));
  mkdirSync(join(root, 'plugins', 'video-folder'));
  writeFileSync(join(root, 'plugins', 'video-folder', 'package.json'), JSON.stringify({ name: '@acme/video', quire: { id: 'element-acme-video' } }));
  writeFileSync(join(root, 'quire.plugins.json'), JSON.stringify({ plugins: ['@quire/plugin-element-youtube', '@quire/plugin-element-listed'] }, null, 2));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new-plugin', () => {
  it('writes an element plugin with its manifest, parts, stylesheet, README and tests, and lists its package last', () => {
    const written = writePlugin({ root, id: 'element-key-term', kind: 'element' });
    expect(written).toEqual(expect.arrayContaining(['plugins/element-key-term/src/index.ts', 'plugins/element-key-term/src/delivery/server-render.test.tsx', 'quire.plugins.json']));
    const manifest = JSON.parse(readFileSync(join(root, 'plugins', 'element-key-term', 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name: '@quire/plugin-element-key-term',
      quire: { id: 'element-key-term', parts: ['authoring', 'delivery'] },
      peerDependencies: { '@quire/plugin-sdk': '0.3.0', react: '^19.2.0', slate: '^0.146.0', 'slate-react': '^0.146.1' },
      scripts: { build: 'quire-plugin build', prepack: 'quire-plugin prepack' },
    });
    expect(manifest.exports['./delivery']).toEqual({ 'quire-source': './src/delivery/index.ts', types: './dist/delivery/index.d.ts', default: './dist/delivery/index.js' });
    expect(readFileSync(join(root, 'plugins', 'element-key-term', 'src', 'common', 'key-term-kind.ts'), 'utf8')).toContain("KEY_TERM_KIND = 'key_term'");
    expect(existsSync(join(root, 'plugins', 'element-key-term', 'src', 'element-key-term.css'))).toBe(true);
    expect(listed()).toEqual(['@quire/plugin-element-youtube', '@quire/plugin-element-listed', '@quire/plugin-element-key-term']);
  });

  it('gives an activity plugin both parts, and a widget plugin its delivery part only', () => {
    writePlugin({ root, id: 'activity-poll', kind: 'activity' });
    writePlugin({ root, id: 'widget-compact-pager', kind: 'widget' });
    expect(readFileSync(join(root, 'plugins', 'activity-poll', 'src', 'common', 'poll-slug.ts'), 'utf8')).toContain("POLL_SLUG = 'poll'");
    const widget = JSON.parse(readFileSync(join(root, 'plugins', 'widget-compact-pager', 'package.json'), 'utf8'));
    expect(widget.quire.parts).toEqual(['delivery']);
    expect(Object.keys(widget.exports)).toEqual(['.', './delivery', './package.json']);
    expect(readdirSync(join(root, 'plugins', 'widget-compact-pager', 'src'))).not.toContain('authoring');
  });

  it.each([
    ['Hello_World', "The plugin id 'Hello_World' is not kebab-case"],
    ['element--hello', "The plugin id 'element--hello' is not kebab-case"],
    ['element-youtube', "A plugin with the id 'element-youtube' already exists (plugins/element-youtube)."],
    ['video-folder', "A plugin with the id 'video-folder' already exists (plugins/video-folder)."],
    ['element-acme-video', "A plugin with the id 'element-acme-video' already exists (plugins/video-folder)."],
    ['element-listed', "quire.plugins.json already lists '@quire/plugin-element-listed'."],
  ])("refuses the id '%s', and writes nothing", (id, message) => {
    const before = readdirSync(join(root, 'plugins'));
    expect(() => writePlugin({ root, id, kind: 'element' })).toThrow(NewPluginError);
    expect(() => writePlugin({ root, id, kind: 'element' })).toThrow(message);
    expect(readdirSync(join(root, 'plugins'))).toEqual(before);
    expect(listed()).toEqual(['@quire/plugin-element-youtube', '@quire/plugin-element-listed']);
  });

  it('refuses a kind it does not know', () => {
    expect(() => writePlugin({ root, id: 'mark-glow', kind: 'mark' })).toThrow("Unknown kind 'mark': use --kind element, --kind activity, --kind widget.");
  });
});
