import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { errorMessage } from '../../app/error-message.js';
import { useApi } from '../../app/session.js';
import type { EditorPlugins } from '../block-editor/editor-plugins.js';
import { useAuthoringSaver } from '../page/use-authoring-saver.js';
import { SaveStatus } from '../page/save-status.js';
import { ActivityPreview } from './activity-preview.js';
import { ActivityObjectivesAndTags, useActivityObjectivesAndTags } from './objective-tag-pickers.js';
import { createRichTextField } from './rich-text-field.js';
import { loadActivity, saveActivity, type ActivityEdits, type StoredActivity } from './stored-activity.js';

interface ActivityEditorHostProps {
  readonly activityId: number | string;
  /** The page the activity sits in: its lock covers the activity's saves. */
  readonly pageId: number;
  readonly plugins: EditorPlugins;
  readonly services: EditorServices;
  readonly readOnly: boolean;
}

/**
 * An activity in the page editor: its type's editor (from the type's plugin) with the
 * learning objectives of its parts and its tags below, saved on its own after 2 s without
 * edits (5 s at most) under the page's lock, and a 'Preview' that lets the author answer
 * it as a learner would.
 */
export function ActivityEditorHost({ activityId, pageId, plugins, services, readOnly }: ActivityEditorHostProps) {
  const api = useApi();
  const projectSlug = services.projectSlug;
  const [activity, setActivity] = useState<StoredActivity>();
  const [edits, setEdits] = useState<ActivityEdits>();
  // Several edits can land before a re-render (a picker and the type's editor); each builds on the last.
  const latestEdits = useRef<ActivityEdits>(undefined);
  const [loadError, setLoadError] = useState<string>();
  const [previewing, setPreviewing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadActivity(api, projectSlug, activityId).then(
      (loaded) => {
        if (cancelled) return;
        const loadedEdits = { model: loaded.model, objectives: loaded.objectives, tags: loaded.tags };
        latestEdits.current = loadedEdits;
        setActivity(loaded);
        setEdits(loadedEdits);
      },
      (error: unknown) => !cancelled && setLoadError(errorMessage(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, projectSlug, activityId]);

  const save = useCallback(
    (next: ActivityEdits) => saveActivity(api, projectSlug, Number(activityId), pageId, next),
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
  // Loaded here rather than in the pickers so switching to the preview and back keeps them.
  const objectivesAndTags = useActivityObjectivesAndTags(projectSlug);

  // The model, objectives and tags go to the server in one save.
  const edit = (change: Partial<ActivityEdits>) => {
    if (!latestEdits.current) return;
    const next = { ...latestEdits.current, ...change };
    latestEdits.current = next;
    setEdits(next);
    saver.change(next);
  };

  if (loadError) {
    return (
      <p className="alert alert-error" role="alert">
        {loadError}
      </p>
    );
  }
  if (!activity || !edits) return <p role="status">Loading activity…</p>;
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
        <ActivityPreview typeSlug={activity.activityType} model={edits.model} />
      ) : (
        <>
          {Editor ? (
            <Editor
              model={edits.model}
              editMode={!readOnly}
              projectSlug={projectSlug}
              RichTextField={RichTextField}
              onEdit={(next) => edit({ model: next as Record<string, unknown> })}
            />
          ) : (
            <p className="alert alert-warning" role="alert">
              No editor is loaded for activity type '{activity.activityType}'.
            </p>
          )}
          <ActivityObjectivesAndTags
            catalog={objectivesAndTags}
            model={edits.model}
            objectives={edits.objectives}
            tags={edits.tags}
            onObjectivesChange={(objectives) => edit({ objectives })}
            onTagsChange={(tags) => edit({ tags })}
            disabled={readOnly}
          />
        </>
      )}
    </div>
  );
}
