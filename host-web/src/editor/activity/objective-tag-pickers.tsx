import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { modelParts } from '@quire/core';
import { errorMessage } from '../../app/error-message.js';
import { useApi } from '../../app/session.js';
import { ItemPicker, type PickableItem } from './item-picker.js';

/** The learning objectives and tags of a project, and how to add to them. */
export interface ProjectObjectivesAndTags {
  readonly objectives: readonly PickableItem[];
  readonly tags: readonly PickableItem[];
  /** False until both lists have answered (or failed). */
  readonly loaded: boolean;
  readonly loadError: string | undefined;
  readonly createObjective: (title: string) => Promise<PickableItem>;
  readonly createTag: (title: string) => Promise<PickableItem>;
}

/**
 * Loads the project's objectives and tags once; the items created through it join the
 * lists, so every picker fed from it offers them.
 */
export function useProjectObjectivesAndTags(projectSlug: string | null): ProjectObjectivesAndTags {
  const api = useApi();
  const [objectives, setObjectives] = useState<readonly PickableItem[]>([]);
  const [tags, setTags] = useState<readonly PickableItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string>();

  useEffect(() => {
    if (projectSlug === null) return;
    let cancelled = false;
    setLoaded(false);
    setLoadError(undefined);
    const loadObjectives = api
      .get<{ objectives: { id: number; title: string }[] }>(`/objectives/project/${projectSlug}`)
      .then((answer) => !cancelled && setObjectives(answer.objectives.map(({ id, title }) => ({ id, title }))));
    const loadTags = api
      .get<{ tags: PickableItem[] }>(`/tags/project/${projectSlug}`)
      .then((answer) => !cancelled && setTags(answer.tags.map(({ id, title }) => ({ id, title }))));
    // One list failing still leaves the other usable.
    void Promise.allSettled([loadObjectives, loadTags]).then((results) => {
      if (cancelled) return;
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) setLoadError(`Could not load the learning objectives and tags: ${errorMessage(failed.reason)}`);
      setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [api, projectSlug]);

  const createObjective = useCallback(
    async (title: string) => {
      const answer = await api.post<{ resourceId: number }>(`/objectives/project/${projectSlug}`, { title });
      const created = { id: answer.resourceId, title: title.trim() };
      setObjectives((current) => [...current, created]);
      return created;
    },
    [api, projectSlug],
  );

  const createTag = useCallback(
    async (title: string) => {
      // The server answers an existing tag of that title instead of a second one.
      const answer = await api.post<{ tag: PickableItem }>(`/tags/project/${projectSlug}`, { title });
      const tag = { id: answer.tag.id, title: answer.tag.title };
      setTags((current) => (current.some((t) => t.id === tag.id) ? current : [...current, tag]));
      return tag;
    },
    [api, projectSlug],
  );

  return { objectives, tags, loaded, loadError, createObjective, createTag };
}

const SharedObjectivesAndTags = createContext<ProjectObjectivesAndTags | null>(null);

/**
 * One load of the project's objectives and tags for every activity of a page, so an item
 * created in one activity is offered at once in the others. `projectSlug` null (a page
 * without activities yet) loads nothing.
 */
export function ProjectObjectivesAndTagsProvider({ projectSlug, children }: { projectSlug: string | null; children: ReactNode }) {
  const shared = useProjectObjectivesAndTags(projectSlug);
  return <SharedObjectivesAndTags.Provider value={projectSlug === null ? null : shared}>{children}</SharedObjectivesAndTags.Provider>;
}

/** The page's shared objectives and tags when there are some, or the activity's own load. */
export function useActivityObjectivesAndTags(projectSlug: string): ProjectObjectivesAndTags {
  const shared = useContext(SharedObjectivesAndTags);
  const own = useProjectObjectivesAndTags(shared ? null : projectSlug);
  return shared ?? own;
}

interface ActivityTagsPickerProps {
  readonly catalog: ProjectObjectivesAndTags;
  readonly tagIds: readonly number[];
  readonly onChange: (tagIds: number[]) => void;
  readonly disabled?: boolean;
}

/** The tags of an activity. */
export function ActivityTagsPicker({ catalog, tagIds, onChange, disabled }: ActivityTagsPickerProps) {
  return (
    <ItemPicker
      label="Tags"
      placeholder="Select tags..."
      items={catalog.tags}
      selectedIds={tagIds}
      onChange={onChange}
      onCreate={catalog.createTag}
      createLabel={(title) => `Create new tag: ${title}`}
      disabled={disabled}
    />
  );
}

interface PartObjectivesPickerProps {
  readonly catalog: ProjectObjectivesAndTags;
  /** 1-based position of the part; named in the label only when there are several parts. */
  readonly partNumber: number;
  readonly partCount: number;
  readonly objectiveIds: readonly number[];
  readonly onChange: (objectiveIds: number[]) => void;
  readonly disabled?: boolean;
}

/** The learning objectives of one part of an activity. */
export function PartObjectivesPicker({ catalog, partNumber, partCount, objectiveIds, onChange, disabled }: PartObjectivesPickerProps) {
  return (
    <ItemPicker
      label={partCount > 1 ? `Learning objectives, Part ${partNumber}` : 'Learning objectives'}
      placeholder="Select or Create learning objectives..."
      items={catalog.objectives}
      selectedIds={objectiveIds}
      onChange={onChange}
      onCreate={catalog.createObjective}
      createLabel={(title) => `Create new objective: ${title}`}
      disabled={disabled}
    />
  );
}

interface ActivityObjectivesAndTagsProps {
  readonly catalog: ProjectObjectivesAndTags;
  readonly model: unknown;
  /** Objective ids by part id. */
  readonly objectives: Readonly<Record<string, readonly number[]>>;
  readonly tags: readonly number[];
  readonly onObjectivesChange: (objectives: Record<string, number[]>) => void;
  readonly onTagsChange: (tags: number[]) => void;
  readonly disabled?: boolean;
}

/** The learning objectives of each part of an activity's model and the activity's tags. */
export function ActivityObjectivesAndTags({
  catalog,
  model,
  objectives,
  tags,
  onObjectivesChange,
  onTagsChange,
  disabled,
}: ActivityObjectivesAndTagsProps) {
  const parts = modelParts(model);

  return (
    <section className="activity-objectives-tags" aria-label="Learning objectives and tags">
      {catalog.loadError ? (
        <p className="alert alert-error" role="alert">
          {catalog.loadError}
        </p>
      ) : null}
      {!catalog.loaded ? (
        <p role="status">Loading learning objectives and tags…</p>
      ) : (
        <>
          {parts.map((part, index) => (
            <PartObjectivesPicker
              key={part.id}
              catalog={catalog}
              partNumber={index + 1}
              partCount={parts.length}
              objectiveIds={objectives[part.id] ?? []}
              onChange={(ids) => onObjectivesChange({ ...copyObjectives(objectives), [part.id]: ids })}
              disabled={disabled}
            />
          ))}
          <ActivityTagsPicker catalog={catalog} tagIds={tags} onChange={onTagsChange} disabled={disabled} />
        </>
      )}
    </section>
  );
}

function copyObjectives(objectives: Readonly<Record<string, readonly number[]>>): Record<string, number[]> {
  return Object.fromEntries(Object.entries(objectives).map(([partId, ids]) => [partId, [...ids]]));
}
