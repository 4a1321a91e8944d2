import type { ApiClient } from '../../app/api-client.js';

/** An activity as the storage call answers it: its model is `content` plus `authoring`. */
export interface StoredActivity {
  readonly resourceId: number;
  readonly activityType: string;
  readonly title: string;
  readonly model: Record<string, unknown>;
}

export async function loadActivity(api: ApiClient, projectSlug: string, activityId: number | string): Promise<StoredActivity> {
  const answer = await api.get<{ resourceId: number; activityType: string; title: string; content: Record<string, unknown>; authoring: unknown }>(
    `/storage/project/${projectSlug}/resource/${activityId}`,
  );
  const model = answer.authoring === null || answer.authoring === undefined ? answer.content : { ...answer.content, authoring: answer.authoring };
  return { resourceId: answer.resourceId, activityType: answer.activityType, title: answer.title, model };
}

/** Saves an embedded activity under the lock of the page it sits in. */
export async function saveActivity(api: ApiClient, projectSlug: string, activityId: number, pageId: number, model: Record<string, unknown>): Promise<void> {
  const { authoring, ...content } = model;
  await api.put(`/storage/project/${projectSlug}/resource/${activityId}?lock=${pageId}`, { content, authoring });
}

/** Creates an embedded activity of a type with the type's default model; answers its resource id. */
export async function createActivity(api: ApiClient, projectSlug: string, typeSlug: string, model: unknown): Promise<number> {
  const answer = await api.post<{ resourceId: number }>(`/project/${projectSlug}/activity/${typeSlug}`, { model, scope: 'embedded' });
  return answer.resourceId;
}
