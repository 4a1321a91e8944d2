import type { CurriculumItem } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';

export type { CurriculumItem };

/** The siblings list holding `id`, with the item's index in it. */
export function findSiblings(
  items: readonly CurriculumItem[],
  id: number,
): { siblings: readonly CurriculumItem[]; index: number; parentId: number | null } | undefined {
  const index = items.findIndex((item) => item.id === id);
  if (index >= 0) return { siblings: items, index, parentId: items[index].parentId };
  for (const item of items) {
    const found = item.children ? findSiblings(item.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Whether `candidate` is `id` or lies inside it: an item cannot move into itself. */
export function isWithin(items: readonly CurriculumItem[], id: number, candidate: number | null): boolean {
  if (candidate === null) return false;
  if (candidate === id) return true;
  const item = findItem(items, id);
  return item?.children?.some((child) => isWithin(items, child.id, candidate)) ?? false;
}

export function findItem(items: readonly CurriculumItem[], id: number): CurriculumItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inner = item.children ? findItem(item.children, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** A page named in an address: its id, and its slug now when the address named it by a slug. */
export interface NamedPage {
  readonly id: number;
  readonly slug?: string;
}

/**
 * The page a route names by its id or by its slug, current or former: the server keeps the
 * slug of every revision, so an address from before a rename still finds the page.
 */
export async function findNamedPage(api: ApiClient, projectSlug: string, resource: string): Promise<NamedPage> {
  if (/^\d+$/.test(resource)) return { id: Number(resource) };
  return api.get<{ id: number; slug: string }>(`/projects/${projectSlug}/curriculum/slugs/${encodeURIComponent(resource)}`);
}
