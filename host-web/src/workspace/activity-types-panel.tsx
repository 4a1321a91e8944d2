import { useEffect, useState } from 'react';
import { useApi } from '../app/session.js';
import { errorMessage } from '../app/error-message.js';
import { loadProjectActivityTypes, type ProjectActivityType } from '../editor/activity/activity-types.js';

/**
 * The activity types of the project (spec authoring §5), each with a switch the project's
 * owner turns on or off: the shipped types are on until switched off, the others off until
 * switched on. A type switched off leaves the editor's activity menu; activities already
 * made of it stay.
 */
export function ActivityTypesPanel({ projectSlug }: { projectSlug: string }) {
  const api = useApi();
  const [types, setTypes] = useState<readonly ProjectActivityType[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    loadProjectActivityTypes(api, projectSlug).then(setTypes, (e: unknown) => setError(errorMessage(e)));
  }, [api, projectSlug]);

  const setOffered = (slug: string, offered: boolean) => setTypes((current) => current?.map((t) => (t.slug === slug ? { ...t, offered } : t)));

  // The switch moves at once, and back with the reason if the server refuses.
  const toggle = async (type: ProjectActivityType, enabled: boolean) => {
    setError(undefined);
    setOffered(type.slug, enabled);
    try {
      await api.put(`/projects/${projectSlug}/activity-types/${type.slug}`, { enabled });
    } catch (e) {
      setOffered(type.slug, !enabled);
      setError(errorMessage(e));
    }
  };

  return (
    <aside aria-labelledby="activity-types-title" className="publish-panel activity-types-panel">
      <h2 id="activity-types-title">Activity types</h2>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {types === undefined ? (
        <p role="status">Loading…</p>
      ) : types.length === 0 ? (
        <p className="empty">No activity types are installed.</p>
      ) : (
        <ul>
          {types.map((type) => (
            <li key={type.slug}>
              <label className="field-inline">
                <input
                  type="checkbox"
                  checked={type.offered}
                  onChange={(e) => void toggle(type, e.target.checked)}
                />
                {type.friendlyName}
              </label>
              {type.globallyAvailable ? null : <span className="hint"> (off unless switched on)</span>}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
