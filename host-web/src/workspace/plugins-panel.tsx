import { useEffect, useState } from 'react';
import { useApi } from '../app/session.js';
import { errorMessage } from '../app/error-message.js';
import { PluginSettingsForm } from './plugin-settings-form.js';
import { loadProjectPluginList, type ProjectPlugin } from './project-plugins.js';

/** "elements youtube; marks strong, em", or "nothing to insert" for a plugin of services only. */
function contributionsText({ contributes }: ProjectPlugin): string {
  const parts = [
    ['elements', contributes.elements],
    ['marks', contributes.marks],
    ['activity types', contributes.activityTypes],
    ['widgets', contributes.widgets],
  ] as const;
  const listed = parts.filter(([, names]) => names.length > 0).map(([what, names]) => `${what} ${names.join(', ')}`);
  return listed.length > 0 ? listed.join('; ') : 'no elements, marks, activity types or widgets';
}

/**
 * The plugins installed on this server, each with its package, version and what it adds,
 * for element plugins a switch the project's owner turns off to hide their entries from
 * this project's insert menus (content that has their elements still renders), and the
 * settings form of each plugin that has settings. The project's other authors see the
 * switches and settings without being able to change them.
 */
export function PluginsPanel({ projectSlug }: { projectSlug: string }) {
  const api = useApi();
  const [plugins, setPlugins] = useState<readonly ProjectPlugin[]>();
  const [isOwner, setIsOwner] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    loadProjectPluginList(api, projectSlug).then(
      (list) => {
        setPlugins(list.plugins);
        setIsOwner(list.role === 'owner');
      },
      (e: unknown) => setError(errorMessage(e)),
    );
  }, [api, projectSlug]);

  const setEnabled = (id: string, enabled: boolean) => setPlugins((current) => current?.map((p) => (p.id === id ? { ...p, enabled } : p)));

  // The switch moves at once, and back with the reason if the server refuses.
  const toggle = async (plugin: ProjectPlugin, enabled: boolean) => {
    setError(undefined);
    setEnabled(plugin.id, enabled);
    try {
      await api.put(`/projects/${projectSlug}/plugins/${plugin.id}`, { enabled });
    } catch (e) {
      setEnabled(plugin.id, !enabled);
      setError(errorMessage(e));
    }
  };

  return (
    <section aria-labelledby="plugins-title" className="publish-panel plugins-panel">
      <h2 id="plugins-title">Plugins</h2>
      <p className="hint">Switching an element plugin off hides it from this project's insert menus; pages that already use it still show it.</p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {plugins === undefined ? (
        error ? null : <p role="status">Loading…</p>
      ) : (
        <ul className="plugins-list">
          {plugins.map((plugin) => (
            <li key={plugin.id}>
              {plugin.switchable ? (
                <label className="field-inline">
                  <input type="checkbox" checked={plugin.enabled} disabled={!isOwner} onChange={(e) => void toggle(plugin, e.target.checked)} />
                  {plugin.id}
                </label>
              ) : (
                <span className="plugin-name">
                  {plugin.id} <span className="hint">(always on)</span>
                </span>
              )}{' '}
              <span className="hint">
                {plugin.packageName}
                {plugin.version ? ` ${plugin.version}` : ''}
              </span>
              {plugin.description ? <p className="plugin-description">{plugin.description}</p> : null}
              <p className="plugin-contributions">Adds {contributionsText(plugin)}.</p>
              {plugin.settingFields.length > 0 ? <PluginSettingsForm projectSlug={projectSlug} plugin={plugin} canEdit={isOwner} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
