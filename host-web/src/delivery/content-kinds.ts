import type { PageItem } from '@quire/core';
import { PAGINATION_CONTROLS_WIDGET } from '@quire/plugin-sdk/delivery';
import type { ContentKinds } from '../plugins/delivery-views.js';

interface MutableKinds {
  readonly elements: Set<string>;
  readonly marks: Set<string>;
  readonly activities: Set<string>;
  readonly widgets: Set<string>;
}

const emptyKinds = (): MutableKinds => ({ elements: new Set(), marks: new Set(), activities: new Set(), widgets: new Set() });

/**
 * Every element kind and mark in any JSON holding rich text (a page's content, an
 * activity's model): objects with a string `type` and `children` are elements, objects
 * with a string `text` are text whose other true fields are marks.
 */
function collect(value: unknown, kinds: MutableKinds): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, kinds);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (typeof node.text === 'string') {
    for (const key in node) if (key !== 'text' && node[key] === true) kinds.marks.add(key);
    return;
  }
  if (typeof node.type === 'string' && Array.isArray(node.children)) kinds.elements.add(node.type);
  // Page breaks split content into pages, drawn under the pager widget.
  if (node.type === 'break') kinds.widgets.add(PAGINATION_CONTROLS_WIDGET);
  for (const key in node) collect(node[key], kinds);
}

/** What frozen items name (the server hands every reader of a revision the same frozen content). */
const kindsOfFrozenItems = new WeakMap<readonly PageItem[], MutableKinds>();

function collectItems(items: readonly PageItem[], kinds: MutableKinds): void {
  if (!Object.isFrozen(items)) return collect(items, kinds);
  let known = kindsOfFrozenItems.get(items);
  if (!known) {
    known = emptyKinds();
    collect(items, known);
    kindsOfFrozenItems.set(items, known);
  }
  for (const field of ['elements', 'marks', 'activities', 'widgets'] as const) for (const kind of known[field]) kinds[field].add(kind);
}

/** What a page's items, its activities' types and their (delivered) models name, and the widgets they are drawn with. */
export function pageContentKinds(items: readonly PageItem[], activityTypes: readonly (string | null)[] = [], activityModels: readonly unknown[] = []): ContentKinds {
  const kinds = emptyKinds();
  collectItems(items, kinds);
  collect(activityModels, kinds);
  for (const type of activityTypes) if (type) kinds.activities.add(type);
  return kinds;
}

/** What an activity's (delivered) model names in its rich text. */
export function modelContentKinds(model: unknown): ContentKinds {
  const kinds = emptyKinds();
  collect(model, kinds);
  return kinds;
}
