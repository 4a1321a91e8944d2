/**
 * The activities a page uses: the `activity_id` of every `activity-reference` item in its
 * model, in reading order, without repeats. Items nest through `children` (groups,
 * surveys, reports, alternatives); content items hold rich text, not items, so they are
 * not searched. Ids that are not positive integers (or their decimal text) are ignored.
 * @public
 */
export function activityReferences(page: unknown): number[] {
  const found = new Set<number>();
  const walk = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (item === null || typeof item !== 'object') continue;
      const { type, activity_id: activityId, children } = item as { type?: unknown; activity_id?: unknown; children?: unknown };
      if (type === 'activity-reference') {
        const id = typeof activityId === 'string' && /^[1-9][0-9]{0,14}$/.test(activityId) ? Number(activityId) : activityId;
        if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) found.add(id);
      } else if (type !== 'content') {
        walk(children);
      }
    }
  };
  walk((page as { model?: unknown } | null)?.model);
  return [...found];
}
