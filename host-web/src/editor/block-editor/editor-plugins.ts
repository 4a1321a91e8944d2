import { pluginEntries } from 'virtual:quire-plugins';
import { loadWebPlugins } from '../../plugins/load-web-plugins.js';
import { gatherEditorPlugins, type EditorPlugins } from './gather-editor-plugins.js';

export { gatherEditorPlugins, type EditorPlugins } from './gather-editor-plugins.js';

let loading: Promise<EditorPlugins> | undefined;

/** The plugins of quire.plugins.json with their authoring parts, loaded once per page. */
export function loadEditorPlugins(): Promise<EditorPlugins> {
  loading ??= loadWebPlugins(pluginEntries, 'authoring').then(({ host, parts }) => gatherEditorPlugins(host, parts));
  return loading;
}
