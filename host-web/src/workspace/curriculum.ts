/** A curriculum item as the server answers it (containers carry their children). */
export interface CurriculumItem {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly kind: 'container' | 'page';
  readonly parentId: number | null;
  readonly position: number;
  readonly children?: readonly CurriculumItem[];
}

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

/** The pages in reading order (depth first), for the first-page default and links. */
export function pagesInOrder(items: readonly CurriculumItem[]): CurriculumItem[] {
  return items.flatMap((item) => (item.kind === 'page' ? [item] : pagesInOrder(item.children ?? [])));
}
