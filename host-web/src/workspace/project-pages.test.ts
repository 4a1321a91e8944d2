import { describe, expect, it } from 'vitest';
import type { ProjectPageProps } from '@quire/plugin-sdk/authoring';
import type { WebPluginEntry } from '../plugins/load-web-plugins.js';
import { loadProjectPage, projectPageLinks } from './project-pages.js';

const Screen = (_props: ProjectPageProps) => null;
const contributes = { elements: [], marks: [], activities: [], widgets: [] };
const entry = (id: string, projectPages: { id: string; label: string }[], authoring?: WebPluginEntry['authoring']): WebPluginEntry => ({
  id,
  source: `@acme/${id}`,
  contributes: { ...contributes, projectPages },
  manifest: async () => ({ default: { id } }),
  authoring,
});

describe('project pages of plugins', () => {
  const entries = [
    entry('sources', [{ id: 'sources', label: 'Sources' }], async () => ({ default: { projectPages: { sources: Screen } } })),
    entry('glossary', [{ id: 'glossary', label: 'Glossary' }]),
  ];

  it('are listed in plugin order with the plugin that draws each', () => {
    expect(projectPageLinks(entries)).toEqual([
      { pluginId: 'sources', id: 'sources', label: 'Sources' },
      { pluginId: 'glossary', id: 'glossary', label: 'Glossary' },
    ]);
  });

  it('load the screen of the page asked for, and nothing for a page no plugin draws', async () => {
    expect(await loadProjectPage('sources', entries)).toEqual({ link: { pluginId: 'sources', id: 'sources', label: 'Sources' }, Screen });
    expect(await loadProjectPage('glossary', entries)).toBeUndefined();
    expect(await loadProjectPage('nothing', entries)).toBeUndefined();
  });
});
