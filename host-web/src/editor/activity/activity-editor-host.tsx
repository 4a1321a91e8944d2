import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { errorMessage } from '../../app/error-message.js';
import { useApi } from '../../app/session.js';
import type { EditorPlugins } from '../block-editor/editor-plugins.js';
import { useAuthoringSaver } from '../page/use-authoring-saver.js';
import { SaveStatus } from '../page/save-status.js';
import { ActivityPreview } from './activity-preview.js';
import { createRichTextField } from './rich-text-field.js';
import { loadActivity, saveActivity, type StoredActivity } from './stored-activity.js';

interface ActivityEditorHostProps {
  readonly activityId: number | string;
  /** The page the activity sits in: its lock covers the activity's saves. */
  readonly pageId: number;
  readonly plugins: EditorPlugins;
  readonly services: EditorServices;
  readonly readOnly: boolean;
}

/**
 * An activity in the page editor: its type's editor (from the type's plugin), saved on its
 * own after 2 s without edits (5 s at most) under the page's lock, and a 'Preview' that
 * lets the author answer it as a learner would.
 */
export function ActivityEditorHost({ activityId, pageId, plugins, services, readOnly }: ActivityEditorHostProps) {
  const api = useApi();
  const projectSlug = services.projectSlug;
  const [activity, setActivity] = useState<StoredActivity>();
  const [model, setModel] = useState<Record<string, unknown>>();
  const [loadError, setLoadError] = useState<string>();
  const [previewing, setPreviewing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadActivity(api, projectSlug, activityId).then(
      (loaded) => {
        if (cancelled) return;
        setActivity(loaded);
        setModel(loaded.model);
      },
      (error: unknown) => !cancelled && setLoadError(errorMessage(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, projectSlug, activityId]);

  const save = useCallback(
    (next: Record<string, unknown>) => saveActivity(api, projectSlug, Number(activityId), pageId, next),
    [api, projectSlug, activityId, pageId],
  );
  const { saver, saveState, everSaved, failure } = useAuthoringSaver(save);
  useEffect(
    () => () => {
      void saver.flush();
      saver.dispose();
    },
    [saver],
  );

  const RichTextField = useMemo(() => createRichTextField(plugins, services), [plugins, services]);

  if (loadError) {
    return (
      <p className="alert alert-error" role="alert">
        {loadError}
      </p>
    );
  }
  if (!activity || !model) return <p role="status">Loading activity…</p>;
  const type = plugins.host.activityTypes.get(activity.activityType);
  const Editor = plugins.activityEditors.get(activity.activityType);
  const name = type?.friendlyName ?? activity.activityType;

  return (
    <div className="activity-editor" aria-label={`${name} activity`} role="group">
      <div className="activity-editor-header">
        <span className="activity-type-name">{name}</span>
        {readOnly ? null : <SaveStatus state={saveState} everSaved={everSaved} />}
        <button type="button" className="button button-small" aria-pressed={previewing} onClick={() => setPreviewing(!previewing)}>
          {previewing ? 'Back to editing' : 'Preview'}
        </button>
      </div>
      {failure ? (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      ) : null}
      {previewing ? (
        <ActivityPreview typeSlug={activity.activityType} model={model} />
      ) : Editor ? (
        <Editor
          model={model}
          editMode={!readOnly}
          projectSlug={projectSlug}
          RichTextField={RichTextField}
          onEdit={(next) => {
            setModel(next as Record<string, unknown>);
            saver.change(next as Record<string, unknown>);
          }}
        />
      ) : (
        <p className="alert alert-warning" role="alert">
          No editor is loaded for activity type '{activity.activityType}'.
        </p>
      )}
    </div>
  );
}
