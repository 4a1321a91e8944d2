import type { PageItem } from '@quire/core';
import { loadDeliveryViews } from '../plugins/delivery-views.js';
import { pageContentKinds } from './content-kinds.js';
import { holdsInteractiveElement } from './content/static-content.js';
import type { ServerLesson, ServerRenderedLesson } from './server-lesson-context.js';

/**
 * Prepares the first render of a server-rendered lesson, on the server and in the browser
 * alike: the delivery views it draws with are loaded, and in preview the preview's own
 * module, so that the render draws the page at once, as the server did. In the browser
 * (`keepsServerContent`) content without islands keeps the server's HTML, so only the
 * views of islands, activities and widgets are loaded.
 */
export async function prepareServerLesson(state: ServerRenderedLesson, { keepsServerContent }: { keepsServerContent: boolean }): Promise<ServerLesson> {
  const pendingActivities = new Set(Object.keys(state.activities ?? {}));
  const { page, pageId } = state;
  if (!page || pageId === undefined) return { state, mounted: false, pendingActivities };
  const items = page.content.model ?? [];
  // What the page draws with its elements' views: all of it on the server, only islands in the browser.
  const drawn = keepsServerContent ? withoutStaticContent(items) : items;
  if (state.preview) {
    const { previewContentKinds, previewLesson } = await import('./preview-lesson.js');
    const activities = state.previewActivities ?? [];
    const views = await loadDeliveryViews(previewContentKinds({ ...page, content: { model: drawn } }, activities));
    return { state, lesson: { ...previewLesson(pageId, page, activities, views), keepsServerContent }, mounted: false, pendingActivities };
  }
  const activityModels = Object.values(state.activities ?? {}).map((activity) => activity.attempt.model);
  const [views] = await Promise.all([
    loadDeliveryViews(pageContentKinds(drawn, state.attempt?.activityAttempts.map((a) => a.activityType) ?? [], activityModels)),
    // The activities' own script, so they hydrate with the page.
    state.attempt?.activityAttempts.length ? import('./delivered-activity.js') : undefined,
  ]);
  return { state, lesson: { pageId, page, attempt: state.attempt, views, keepsServerContent }, mounted: false, pendingActivities };
}

/** The items without their content that keeps the server's HTML (content with no island), groups kept. */
function withoutStaticContent(items: readonly PageItem[]): PageItem[] {
  return items.flatMap((item): PageItem[] => {
    if (item.type === 'content') return holdsInteractiveElement(item.children) ? [item] : [];
    if ('children' in item && Array.isArray(item.children)) return [{ ...item, children: withoutStaticContent(item.children as PageItem[]) } as PageItem];
    return [item];
  });
}
