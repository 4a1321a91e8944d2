/**
 * Nesting rules of page items (spec authoring §4, delivery §4): a group inside a group
 * has purpose 'none'; surveys do not nest in surveys, nor reports in reports; a report
 * holds only activity references; alternatives hold only alternatives.
 */
import type { PageItem } from './page-item.js';

/** Where an item sits: its parent's type and which containers enclose it. @public */
export interface NestingContext {
  readonly parent?: string;
  readonly inGroup: boolean;
  readonly inSurvey: boolean;
  readonly inReport: boolean;
}

/** The context of a top-level item. @public */
export const ROOT_NESTING: NestingContext = { inGroup: false, inSurvey: false, inReport: false };

/**
 * Why `item` may not sit in `context`, or undefined when it may. Reads only `type` and
 * `purpose`, so it works on unparsed items too.
 * @public
 */
export function nestingViolation(
  item: { readonly type: string; readonly purpose?: unknown },
  context: NestingContext,
): string | undefined {
  if (context.parent === 'alternatives' && item.type !== 'alternative') {
    return 'Alternatives may hold only alternative items';
  }
  if (context.parent === 'report' && item.type !== 'activity-reference') {
    return 'A report may hold only activity references';
  }
  if (item.type === 'group' && context.inGroup && item.purpose !== 'none') {
    return "A group inside a group must have purpose 'none'";
  }
  if (item.type === 'survey' && context.inSurvey) return 'A survey cannot be nested in a survey';
  if (item.type === 'report' && context.inReport) return 'A report cannot be nested in a report';
  return undefined;
}

/** The context of the children of `item`, which sits in `context`. @public */
export function childNesting(item: { readonly type: string }, context: NestingContext): NestingContext {
  return {
    parent: item.type,
    inGroup: context.inGroup || item.type === 'group',
    inSurvey: context.inSurvey || item.type === 'survey',
    inReport: context.inReport || item.type === 'report',
  };
}

/**
 * The first nesting rule broken in a tree of items, with the index path of the
 * offending item, or undefined.
 * @public
 */
export function findNestingViolation(
  items: readonly PageItem[],
  context: NestingContext = ROOT_NESTING,
): { path: number[]; message: string } | undefined {
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const message = nestingViolation(item, context);
    if (message !== undefined) return { path: [i], message };
    const children = 'children' in item ? item.children : undefined;
    if (item.type !== 'content' && Array.isArray(children)) {
      const inner = findNestingViolation(children as PageItem[], childNesting(item, context));
      if (inner) return { path: [i, ...inner.path], message: inner.message };
    }
  }
  return undefined;
}
