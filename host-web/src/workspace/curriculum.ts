import { pagesInOrder, type CurriculumItem } from '@quire/core';
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

/** The resource id of a page named in a route by its id or by its slug. */
export async function resolvePageId(api: ApiClient, projectSlug: string, resource: string): Promise<number> {
  if (/^\d+$/.test(resource)) return Number(resource);
  const { items } = await api.get<{ items: CurriculumItem[] }>(`/projects/${projectSlug}/curriculum`);
  const page = pagesInOrder(items).find((item) => item.slug === resource);
  if (!page) throw new Error('This page was not found. Try reopening it from the Curriculum.');
  return page.id;
}
