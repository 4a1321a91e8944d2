import {
  ROOT_NESTING,
  childNesting,
  createId,
  findNestingViolation,
  type NestingContext,
  type PageItem,
} from '@quire/core';

/** A place in the item tree: child indexes from the page's top level. */
export type ItemPath = readonly number[];

/** The kinds of item an author can add from the page editor's add bars (activities have their own control). */
export const ADDABLE_ITEM_TYPES = ['content', 'selection', 'group', 'survey', 'report', 'alternatives', 'alternative', 'break'] as const;
export type AddableItemType = (typeof ADDABLE_ITEM_TYPES)[number];

export const ITEM_LABELS: Readonly<Record<string, string>> = {
  content: 'Content',
  'activity-reference': 'Activity',
  selection: 'Activity bank selection',
  group: 'Group',
  survey: 'Survey',
  report: 'Report',
  alternatives: 'Alternatives',
  alternative: 'Alternative',
  break: 'Page break',
};

/**
 * A new item of a type, in its smallest valid form; a content item holds one empty
 * `textBlock` (the default text block), or nothing when no plugin gives one.
 */
export function newItem(type: AddableItemType, makeId: () => string = createId, textBlock?: string): PageItem {
  switch (type) {
    case 'content': {
      const children = textBlock === undefined ? [] : [{ type: textBlock, id: makeId(), children: [{ text: '' }] }];
      return { type, id: makeId(), children } as PageItem;
    }
    case 'selection':
      return { type, id: makeId(), count: 1, logic: { conditions: null } };
    case 'group':
      return { type, id: makeId(), layout: 'vertical', purpose: 'none', children: [] };
    case 'survey':
      return { type, id: makeId(), children: [] };
    case 'report':
      return { type, id: makeId(), activityId: 0, children: [] } as PageItem;
    case 'alternatives':
      return { type, id: makeId(), strategy: 'user_section_preference', alternatives_id: makeId(), children: [] } as PageItem;
    case 'alternative':
      return { type, id: makeId(), value: 'Alternative', children: [] } as PageItem;
    case 'break':
      return { type, id: makeId() };
  }
}

function childrenOf(item: PageItem): PageItem[] | undefined {
  return item.type !== 'content' && 'children' in item && Array.isArray(item.children) ? (item.children as PageItem[]) : undefined;
}

/** The nesting context of the children of the container at `path` (`[]` = the page). */
export function contextAt(items: readonly PageItem[], path: ItemPath): NestingContext {
  let context = ROOT_NESTING;
  let level: readonly PageItem[] = items;
  for (const index of path) {
    const item = level[index];
    context = childNesting(item, context);
    level = childrenOf(item) ?? [];
  }
  return context;
}

/** Why `item` may not go into the container at `path`, or undefined when it may (spec §4 nesting). */
export function placementProblem(items: readonly PageItem[], containerPath: ItemPath, item: PageItem): string | undefined {
  const context = contextAt(items, containerPath);
  if (item.type === 'alternative' && context.parent !== 'alternatives') return 'An alternative belongs in alternatives';
  return findNestingViolation([item], context)?.message;
}

/** The path of the item with this id, wherever it is now. */
export function findPath(items: readonly PageItem[], id: string): number[] | undefined {
  for (let i = 0; i < items.length; i++) {
    if (items[i].id === id) return [i];
    const inner = childrenOf(items[i]);
    const found = inner ? findPath(inner, id) : undefined;
    if (found) return [i, ...found];
  }
  return undefined;
}

/** Returns a copy of `items` with the list of the container at `path` replaced. */
function updateList(items: readonly PageItem[], path: ItemPath, update: (list: PageItem[]) => PageItem[]): PageItem[] {
  if (path.length === 0) return update([...items]);
  const [first, ...rest] = path;
  return items.map((item, i) => {
    if (i !== first) return item;
    const children = childrenOf(item) ?? [];
    return { ...item, children: updateList(children, rest, update) } as PageItem;
  });
}

export function itemAt(items: readonly PageItem[], path: ItemPath): PageItem | undefined {
  let level: readonly PageItem[] = items;
  let item: PageItem | undefined;
  for (const index of path) {
    item = level[index];
    if (!item) return undefined;
    level = childrenOf(item) ?? [];
  }
  return item;
}

/** Replaces the item at `path` with what `update` makes of it. */
export function updateItem(items: readonly PageItem[], path: ItemPath, update: (item: PageItem) => PageItem): PageItem[] {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return updateList(items, parent, (list) => list.map((item, i) => (i === index ? update(item) : item)));
}

/** Inserts `item` into the container at `containerPath` at `index`; throws when nesting forbids it. */
export function insertItem(items: readonly PageItem[], containerPath: ItemPath, index: number, item: PageItem): PageItem[] {
  const problem = placementProblem(items, containerPath, item);
  if (problem) throw new Error(problem);
  return updateList(items, containerPath, (list) => {
    list.splice(Math.min(index, list.length), 0, item);
    return list;
  });
}

export function removeItem(items: readonly PageItem[], path: ItemPath): PageItem[] {
  const index = path[path.length - 1];
  return updateList(items, path.slice(0, -1), (list) => list.filter((_, i) => i !== index));
}

/** Moves an item among its siblings by `by` places; out of range leaves the page as it is. */
export function shiftItem(items: readonly PageItem[], path: ItemPath, by: number): PageItem[] {
  const index = path[path.length - 1];
  return updateList(items, path.slice(0, -1), (list) => {
    const target = index + by;
    if (target < 0 || target >= list.length) return list;
    const [moved] = list.splice(index, 1);
    list.splice(target, 0, moved);
    return list;
  });
}

/**
 * Moves the item at `from` into the container at `toContainer`, before `toIndex` (indexes
 * as they are before the move). Throws with the nesting rule's message when the item may
 * not sit there, or when it would go inside itself.
 */
export function moveItem(items: readonly PageItem[], from: ItemPath, toContainer: ItemPath, toIndex: number): PageItem[] {
  const item = itemAt(items, from);
  if (!item) throw new Error('Nothing to move');
  if (toContainer.length >= from.length && from.every((index, depth) => toContainer[depth] === index)) {
    throw new Error('An item cannot be moved into itself');
  }
  const problem = placementProblem(items, toContainer, item);
  if (problem) throw new Error(problem);
  const withoutItem = removeItem(items, from);
  // Removing the item shifts later siblings (and their descendants' paths) up by one.
  const adjusted = [...toContainer];
  const parent = from.slice(0, -1);
  const depth = parent.length;
  const sameParentPrefix = parent.every((index, d) => toContainer[d] === index);
  if (sameParentPrefix && toContainer.length > depth && toContainer[depth] > from[depth]) adjusted[depth] -= 1;
  let index = toIndex;
  if (sameParentPrefix && toContainer.length === depth && toIndex > from[depth]) index -= 1;
  return insertItem(withoutItem, adjusted, index, item);
}
