import type { Descendant } from '../model/node.js';
import { createId as randomId } from '../util/create-id.js';
import type { ContentNormalizer, NormalizeOptions } from './content-normalizer.js';

/** A page model item (resource content), as far as nesting rules care. @public */
export interface PageItemLike {
  type: string;
  id?: string;
  purpose?: string;
  children?: unknown[];
  [field: string]: unknown;
}

interface PageState {
  readonly seenIds: Set<string>;
  readonly createId: () => string;
  readonly report: (message: string) => void;
  readonly content: ContentNormalizer;
  readonly contentOptions: NormalizeOptions;
  readonly ancestors: string[];
}

const CONTAINERS = new Set(['group', 'survey', 'report', 'alternatives', 'alternative']);

/**
 * Normalises a page model (spec authoring §4 "Nesting"): unique ids; each content item's
 * rich text through the content normaliser; a group inside a group has purpose none;
 * surveys do not nest in surveys; a report holds only activity references and
 * alternatives only alternatives (anything else moves out, after it); an alternative
 * outside alternatives gives up its children. No item is dropped.
 * @public
 */
export function normalizePageModel(
  items: readonly PageItemLike[],
  content: ContentNormalizer,
  options: NormalizeOptions = {},
): PageItemLike[] {
  const state: PageState = {
    seenIds: new Set(),
    createId: options.createId ?? randomId,
    report: options.report ?? (() => {}),
    content,
    contentOptions: { createId: options.createId, report: options.report },
    ancestors: [],
  };
  return normalizeItems(items, state);
}

function normalizeItems(items: readonly PageItemLike[], state: PageState): PageItemLike[] {
  const out: PageItemLike[] = [];
  for (const raw of items) {
    if (typeof raw !== 'object' || raw === null || typeof raw.type !== 'string') {
      state.report('Removed a page item with no type');
      continue;
    }
    for (const item of normalizeItem(raw, state)) out.push(item);
  }
  return out;
}

function normalizeItem(raw: PageItemLike, state: PageState): PageItemLike[] {
  let item = raw;
  if (typeof item.id !== 'string' || item.id === '' || state.seenIds.has(item.id)) {
    item = { ...item, id: state.createId() };
  }
  state.seenIds.add(item.id as string);
  const parent = state.ancestors[state.ancestors.length - 1];

  if (item.type === 'content') {
    const children = Array.isArray(item.children) ? (item.children as Descendant[]) : [];
    const normalized = state.content.normalize(children, state.contentOptions);
    return [normalized === children && item === raw ? raw : { ...item, children: normalized }];
  }
  if (!CONTAINERS.has(item.type)) return [item];

  if (item.type === 'group' && state.ancestors.includes('group') && item.purpose !== undefined && item.purpose !== 'none') {
    state.report(`A group inside a group had purpose '${item.purpose}'; set to none`);
    item = { ...item, purpose: 'none' };
  }
  const unwrapHere =
    (item.type === 'survey' && state.ancestors.includes('survey')) ||
    (item.type === 'alternative' && parent !== 'alternatives');

  state.ancestors.push(item.type);
  const children = normalizeItems(Array.isArray(item.children) ? (item.children as PageItemLike[]) : [], state);
  state.ancestors.pop();

  if (unwrapHere) {
    state.report(`Unwrapped a misplaced '${item.type}'`);
    return children;
  }
  const only = item.type === 'report' ? 'activity-reference' : item.type === 'alternatives' ? 'alternative' : undefined;
  if (only === undefined) return [{ ...item, children }];
  const kept = children.filter((c) => c.type === only);
  const moved = children.filter((c) => c.type !== only);
  if (moved.length > 0) state.report(`Moved ${moved.length} item(s) out of a '${item.type}'`);
  return [{ ...item, children: kept }, ...moved];
}
