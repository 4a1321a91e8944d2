import type { ApiClient } from '../../app/api-client.js';

/**
 * What an author edits of an activity, saved together: its model (`content` plus
 * `authoring`), the learning objectives of each part (by part id) and its tags.
 */
export interface ActivityEdits {
  readonly model: Record<string, unknown>;
  readonly objectives: Record<string, number[]>;
  readonly tags: number[];
}

/** An activity as the storage call answers it. */
export interface StoredActivity extends ActivityEdits {
  readonly resourceId: number;
  readonly activityType: string;
  readonly title: string;
}

export async function loadActivity(api: ApiClient, projectSlug: string, activityId: number | string): Promise<StoredActivity> {
  const answer = await api.get<{
    resourceId: number;
    activityType: string;
    title: string;
    content: Record<string, unknown>;
    authoring: unknown;
    objectives?: Record<string, number[]> | null;
    tags?: number[] | null;
  }>(`/storage/project/${projectSlug}/resource/${activityId}`);
  const model = answer.authoring === null || answer.authoring === undefined ? answer.content : { ...answer.content, authoring: answer.authoring };
  return {
    resourceId: answer.resourceId,
    activityType: answer.activityType,
    title: answer.title,
    model,
    objectives: answer.objectives ?? {},
    tags: answer.tags ?? [],
  };
}

/** Saves an embedded activity under the lock of the page it sits in. */
export async function saveActivity(api: ApiClient, projectSlug: string, activityId: number, pageId: number, edits: ActivityEdits): Promise<void> {
  const { authoring, ...content } = edits.model;
  await api.put(`/storage/project/${projectSlug}/resource/${activityId}?lock=${pageId}`, {
    content,
    authoring,
    objectives: edits.objectives,
    tags: edits.tags,
  });
}

/**
 * Creates an embedded activity of a type with the type's default model, as part of the page
 * whose lock the author holds (so that lock covers it before the page is saved with it);
 * answers its resource id.
 */
export async function createActivity(api: ApiClient, projectSlug: string, pageId: number, typeSlug: string, model: unknown): Promise<number> {
  const answer = await api.post<{ resourceId: number }>(`/project/${projectSlug}/activity/${typeSlug}?lock=${pageId}`, { model, scope: 'embedded' });
  return answer.resourceId;
}
