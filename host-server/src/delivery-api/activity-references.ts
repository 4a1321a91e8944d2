export { activityReferences } from '@quire/core';

/** The part ids of an activity model (`authoring.parts[].id`), without repeats. */
export function activityPartIds(model: unknown): string[] {
  const parts = (model as { authoring?: { parts?: unknown } } | null)?.authoring?.parts;
  if (!Array.isArray(parts)) return [];
  const ids = new Set<string>();
  for (const part of parts) {
    const id = (part as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && id.length > 0 && id.length <= 100) ids.add(id);
  }
  return [...ids];
}
