import type { PageItem } from '@quire/core';
import { pluginEntries } from 'virtual:quire-delivery-plugins';

/** The element kinds of the installed plugins whose learner view is an island (`interactive`). */
export const INTERACTIVE_ELEMENT_KINDS: ReadonlySet<string> = new Set(pluginEntries.flatMap((entry) => entry.contributes?.interactiveElements ?? []));

/** The answer for frozen element lists (the server hands every reader of a revision the same frozen content). */
const frozenListHolds = new WeakMap<readonly unknown[], boolean>();

/** Whether rich content (an element list, or any JSON holding one, such as a caption) has an element whose learner view is an island. */
export function holdsInteractiveElement(value: unknown, interactive: ReadonlySet<string> = INTERACTIVE_ELEMENT_KINDS): boolean {
  if (!Array.isArray(value) || interactive !== INTERACTIVE_ELEMENT_KINDS || !Object.isFrozen(value)) return holds(value, interactive);
  let known = frozenListHolds.get(value);
  if (known === undefined) frozenListHolds.set(value, (known = holds(value, interactive)));
  return known;
}

function holds(value: unknown, interactive: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) return value.some((item) => holds(item, interactive));
  if (value === null || typeof value !== 'object') return false;
  const node = value as Record<string, unknown>;
  if (typeof node.text === 'string') return false;
  if (typeof node.type === 'string' && Array.isArray(node.children) && interactive.has(node.type)) return true;
  for (const key in node) if (holds(node[key], interactive)) return true;
  return false;
}

/**
 * Whether page items read the same with script as without, so the server's HTML of them is
 * the page: content whose elements are not islands, in groups without breaks. An
 * activity, a break, a survey, alternatives, a report or a selection runs script.
 */
export function itemsAreStatic(items: readonly PageItem[], interactive: ReadonlySet<string> = INTERACTIVE_ELEMENT_KINDS): boolean {
  return items.every((item) => {
    if (item.type === 'content') return !holdsInteractiveElement(item.children, interactive);
    if (item.type === 'group') return (item.paginationMode ?? 'normal') === 'normal' && itemsAreStatic(item.children as PageItem[], interactive);
    return false;
  });
}
