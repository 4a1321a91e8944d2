import { useEffect, useState } from 'react';
import { useApi } from '../app/session.js';
import { errorMessage } from '../app/error-message.js';
import { loadProjectActivityTypes, type ProjectActivityType } from '../editor/activity/activity-types.js';

/**
 * The activity types of the project (spec authoring §5): the ones offered everywhere, and
 * a switch for each of the others, which the project's owner turns on or off.
 */
export function ActivityTypesPanel({ projectSlug }: { projectSlug: string }) {
  const api = useApi();
  const [types, setTypes] = useState<readonly ProjectActivityType[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    loadProjectActivityTypes(api, projectSlug).then(setTypes, (e: unknown) => setError(errorMessage(e)));
  }, [api, projectSlug]);

  const toggle = async (type: ProjectActivityType, enabled: boolean) => {
    setError(undefined);
    try {
      await api.put(`/projects/${projectSlug}/activity-types/${type.slug}`, { enabled });
      setTypes((current) => current?.map((t) => (t.slug === type.slug ? { ...t, enabled, offered: enabled || t.globallyAvailable } : t)));
    } catch (e) {
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
                  disabled={type.globallyAvailable}
                  onChange={(e) => void toggle(type, e.target.checked)}
                />
                {type.friendlyName}
              </label>
              {type.globallyAvailable ? <span className="hint"> (available in every project)</span> : null}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
