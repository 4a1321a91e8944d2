import type { PluginManifest } from '@quire/core';
import type { AuthoringPart, EditorServices } from '@quire/plugin-sdk/authoring';
import { createTestHost } from '@quire/plugin-sdk/testing';
import marksPlugin from '@quire/plugin-marks';
import marksAuthoring from '@quire/plugin-marks/authoring';
import textPlugin from '@quire/plugin-element-text';
import textAuthoring from '@quire/plugin-element-text/authoring';
import listPlugin from '@quire/plugin-element-list';
import listAuthoring from '@quire/plugin-element-list/authoring';
import tablePlugin from '@quire/plugin-element-table';
import tableAuthoring from '@quire/plugin-element-table/authoring';
import { gatherEditorPlugins, type EditorPlugins } from '../gather-editor-plugins.js';

/** A plugin for a test: its manifest (optional) and authoring part. */
export interface TestPlugin {
  readonly manifest?: PluginManifest;
  readonly pluginId: string;
  readonly part: AuthoringPart;
}

/** The plugins every editor test starts from: marks, text blocks, lists and tables. */
export const STANDARD_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: marksPlugin, pluginId: marksPlugin.id, part: marksAuthoring },
  { manifest: textPlugin, pluginId: textPlugin.id, part: textAuthoring },
  { manifest: listPlugin, pluginId: listPlugin.id, part: listAuthoring },
  { manifest: tablePlugin, pluginId: tablePlugin.id, part: tableAuthoring },
];

/** The editor's view of the standard plugins (or `base`) plus any extra ones a test brings. */
export function createEditorTestPlugins(extra: readonly TestPlugin[] = [], base: readonly TestPlugin[] = STANDARD_TEST_PLUGINS): EditorPlugins {
  const plugins = [...base, ...extra];
  const { host } = createTestHost(plugins.flatMap((p) => (p.manifest ? [p.manifest] : [])));
  return gatherEditorPlugins(
    host,
    plugins.map(({ pluginId, part }) => ({ pluginId, part })),
  );
}

/** Services whose ids read `id1`, `id2`… so expectations stay readable. */
export function createTestServices(): EditorServices {
  let n = 0;
  return { createId: () => `id${++n}`, projectSlug: 'test-project', loadPages: async () => [], pickMedia: async () => undefined, requestContentType: () => Promise.reject(new Error('No server in this test')), requestApi: () => Promise.reject(new Error('No server in this test')) };
}
