import { lazy, Suspense } from 'react';
import { activityReferences, type ActivityReferenceItem } from '@quire/core';
import type { DeliveryViews } from '@quire/plugin-sdk/delivery';
import type { ApiClient } from '../app/api-client.js';
import { loadDeliveryViews } from '../plugins/delivery-views.js';
import { pageContentKinds } from './content-kinds.js';
import type { DeliveredPage, Lesson } from './lesson.js';

// A preview answers activities without recording anything, as the activity editor's preview does.
const ActivityPreview = lazy(() => import('../editor/activity/activity-preview.js').then((m) => ({ default: m.ActivityPreview })));

/** An activity as a preview reads it: its model with the answers (`mode=preview`). */
export interface PreviewedActivity {
  readonly resourceId: number;
  readonly activityType: string | null;
  readonly content: Record<string, unknown>;
  readonly authoring: unknown;
}

/** A preview of the page: what the reader may preview, and its activities' models; no attempt. */
export async function loadPreviewLesson(api: ApiClient, base: string, pageId: number): Promise<Lesson> {
  const page = await api.get<DeliveredPage>(`/storage/course${base}/resource/${pageId}?mode=preview`);
  const ids = activityReferences(page.content);
  const activities =
    ids.length === 0
      ? []
      : (await api.post<{ results: PreviewedActivity[] }>(`/storage/course${base}/resource?mode=preview`, { resourceIds: ids })).results;
  const views = await loadDeliveryViews(previewContentKinds(page, activities));
  return previewLesson(pageId, page, activities, views);
}

/** What a previewed page and its activities name. */
export function previewContentKinds(page: DeliveredPage, activities: readonly PreviewedActivity[]) {
  return pageContentKinds(
    page.content.model ?? [],
    activities.map((activity) => activity.activityType),
  );
}

/** A preview of the page drawn with `views`: each activity from its whole model, answered locally. */
export function previewLesson(pageId: number, page: DeliveredPage, activities: readonly PreviewedActivity[], views: DeliveryViews): Lesson {
  const previewActivities = new Map(
    activities.flatMap((activity) =>
      activity.activityType ? [[activity.resourceId, { typeSlug: activity.activityType, model: { ...activity.content, authoring: activity.authoring } }] as const] : [],
    ),
  );
  const renderPreviewActivity = (item: ActivityReferenceItem) => {
    const activity = previewActivities.get(Number(item.activity_id));
    if (!activity) return null;
    return (
      <Suspense fallback={<p role="status">Loading activity…</p>}>
        <ActivityPreview typeSlug={activity.typeSlug} model={activity.model} />
      </Suspense>
    );
  };
  return { pageId, page, views, renderPreviewActivity };
}
