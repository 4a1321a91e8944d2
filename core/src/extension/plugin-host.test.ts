import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { ElementStructure } from '../model/element-structure.js';
import { MemoryLogger } from './console-logger.js';
import { createHostContainer } from './create-host-container.js';
import type { PluginManifest } from './plugin-manifest.js';
import { PluginHost } from './plugin-host.js';
import { Logger } from './service-identifiers.js';

// A structure of the test's own, so these tests name no kind core might not know.
const tableStructure: ElementStructure = { kind: 'table', display: 'block', content: { type: 'inline' } };
const table: PluginManifest = { id: 'element-table', elements: [{ kind: 'table', structure: tableStructure }] };

function start(plugins: { manifest: PluginManifest; source: string }[]) {
  const logger = new MemoryLogger();
  const container = createHostContainer(plugins, [new ContainerModule(({ bind }) => void bind(Logger).toConstantValue(logger))]);
  return { host: container.get(PluginHost), logger };
}

describe('PluginHost', () => {
  it('files each contribution into its registry under the plugin id', () => {
    const { host } = start([{ manifest: table, source: '@quire/plugin-element-table' }]);
    expect(host.pluginIds()).toEqual(['element-table']);
    expect(host.elements.ownerOf('table')).toBe('element-table');
  });

  it('lists the project pages plugins add, and refuses one that takes a host segment or another plugin’s page', () => {
    const bibliography: PluginManifest = { id: 'bibliography', projectPages: [{ id: 'bibliography', label: 'Bibliography' }] };
    expect(start([{ manifest: bibliography, source: 'b' }]).host.projectPages()).toEqual([{ pluginId: 'bibliography', id: 'bibliography', label: 'Bibliography' }]);
    expect(() => start([{ manifest: bibliography, source: 'b' }, { manifest: { id: 'copy', projectPages: [{ id: 'bibliography', label: 'Sources' }] }, source: 'c' }])).toThrow(
      "Project page 'bibliography' is declared by both 'bibliography' and 'copy'",
    );
    for (const id of ['media', 'settings', 'Not Kebab']) {
      expect(() => start([{ manifest: { id: 'greedy', projectPages: [{ id, label: 'Mine' }] }, source: 'g' }])).toThrow(
        `Plugin 'greedy' declares the project page '${id}', which is not a free kebab-case address segment`,
      );
    }
  });

  it('refuses two plugins with the same id, naming both packages', () => {
    expect(() =>
      start([
        { manifest: table, source: '@quire/plugin-element-table' },
        { manifest: { id: 'element-table' }, source: '@acme/plugin-table' },
      ]),
    ).toThrow("Plugin id 'element-table' is registered by both '@quire/plugin-element-table' and '@acme/plugin-table'");
  });

  it('refuses two plugins contributing the same element kind, naming both', () => {
    const other: PluginManifest = { id: 'acme-table', elements: [{ kind: 'table', structure: tableStructure }] };
    expect(() =>
      start([
        { manifest: table, source: 'a' },
        { manifest: other, source: 'b' },
      ]),
    ).toThrow("Element kind 'table' is contributed by both plugin 'element-table' and plugin 'acme-table'");
  });

  it('refuses an id that is not kebab-case', () => {
    expect(() => start([{ manifest: { id: 'Bad Id' }, source: 'x' }])).toThrow("invalid id 'Bad Id'");
  });

  it('reports a failing plugin by id, withdraws its contributions and keeps the others', () => {
    const marks: PluginManifest = { id: 'marks', marks: [{ name: 'strong', label: 'Bold', hotkey: 'mod+b' }] };
    const { host, logger } = start([
      { manifest: table, source: 't' },
      { manifest: marks, source: 'm' },
    ]);
    host.reportFailure('element-table', 't', new Error('init exploded'));
    expect(host.elements.has('table')).toBe(false);
    expect(host.marks.has('strong')).toBe(true);
    expect(host.failures()[0]).toMatchObject({ pluginId: 'element-table' });
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', message: "Plugin 'element-table' failed: init exploded" }));
  });

  it('offers the activity types on by default that the project did not switch off, and those it switched on', () => {
    const type = (slug: string, globallyAvailable: boolean) => ({
      slug,
      friendlyName: slug,
      schema: undefined as never,
      createDefaultModel: () => ({}),
      globallyAvailable,
    });
    const { host } = start([{ manifest: { id: 'acts', activityTypes: [type('mcq', true), type('lab', false)] }, source: 'a' }]);
    const offered = (enabled: string[], disabled: string[]) =>
      host.activityTypes.offeredFor({ enabled: new Set(enabled), disabled: new Set(disabled) }).map((t) => t.slug);
    expect(offered([], [])).toEqual(['mcq']);
    expect(offered(['lab'], [])).toEqual(['mcq', 'lab']);
    expect(offered(['lab'], ['mcq'])).toEqual(['lab']);
    // A switch for the default has no effect: each list holds only departures from it.
    expect(offered(['mcq'], ['lab'])).toEqual(['mcq']);
  });
});
