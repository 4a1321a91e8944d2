import { isElement, isText, type TriggerType } from '@quire/plugin-sdk';

/** The most page text the assistant is given, in characters: a long page is cut, and says so. */
export const MAX_ASSISTANT_PAGE_TEXT_LENGTH = 40_000;

/** Where a trigger sits in a page, and the text the assistant is given with its prompt. */
export interface TriggerPlace {
  /** The trigger element as the page holds it (its fields; its children are not read). */
  readonly element: Readonly<Record<string, unknown>>;
  /** The page's text as a learner reads it, without activities or groups hidden from learners. */
  readonly pageContent: string;
  /** The text of the content block (`content_block`) or group (`content_group`) holding the trigger. */
  readonly focusContent: string;
}

interface Found {
  element: Readonly<Record<string, unknown>>;
  block: unknown;
  group: unknown;
}

type IsBlockKind = (kind: string) => boolean;

const recordOf = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** Page items learners are shown: a group for instructors, for feedback or for no one is not. */
function shownToLearners(item: Record<string, unknown>): boolean {
  return item.type !== 'group' || item.audience === undefined || item.audience === 'always';
}

/** The first element of rich content with this id, walked without recursion. */
function findInRichContent(nodes: unknown, id: string): Record<string, unknown> | undefined {
  const stack: unknown[] = Array.isArray(nodes) ? [...nodes] : [];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isElement(node)) continue;
    if (node.id === id) return node;
    stack.push(...node.children);
  }
  return undefined;
}

/** The trigger with this id, with the content item and the nearest group around it. */
function findTrigger(items: unknown, id: string, group: unknown = undefined): Found | undefined {
  if (!Array.isArray(items)) return undefined;
  for (const value of items) {
    const item = recordOf(value);
    if (!item) continue;
    if (item.type === 'content') {
      const element = findInRichContent(item.children, id);
      if (element) return { element, block: item, group };
    } else if (item.type !== 'activity-reference' && item.type !== 'selection') {
      const found = findTrigger(item.children, id, item.type === 'group' ? item : group);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The text of rich content: each block on lines of its own, inline runs kept together. An
 * element's rich fields (a dialog's lines, a definition's meanings) are read after its
 * children: whatever a plugin keeps as text nodes, in a field or in its children, is text a
 * learner reads.
 */
function richText(nodes: unknown, isBlock: IsBlockKind, out: string[]): void {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes) {
    if (isText(node)) {
      out.push(node.text);
    } else if (isElement(node)) {
      const block = isBlock(node.type);
      if (block) out.push('\n');
      richText(node.children, isBlock, out);
      for (const [field, value] of Object.entries(node)) {
        if (field === 'children') continue;
        if (Array.isArray(value)) richText(value, isBlock, out);
        else if (isElement(value) || isText(value)) richText([value], isBlock, out);
        else if (recordOf(value) && Array.isArray(recordOf(value)?.children)) richText((value as { children: unknown[] }).children, isBlock, out);
      }
      if (block) out.push('\n');
    } else {
      // A field's item that is no element (a dialog line, say) holds its text in its children.
      const record = recordOf(node);
      if (record && Array.isArray(record.children)) {
        out.push('\n');
        richText(record.children, isBlock, out);
        out.push('\n');
      }
    }
  }
}

/** The text of page items learners are shown; activities are other resources, and hold their answers. */
function itemsText(items: unknown, isBlock: IsBlockKind, out: string[]): void {
  for (const value of Array.isArray(items) ? items : [items]) {
    const item = recordOf(value);
    if (!item || !shownToLearners(item)) continue;
    if (item.type === 'content') {
      out.push('\n');
      richText(item.children, isBlock, out);
      out.push('\n');
    } else if (item.type !== 'activity-reference' && item.type !== 'selection') {
      itemsText(item.children, isBlock, out);
    }
  }
}

/** Lines trimmed, blank ones dropped, and at most `MAX_ASSISTANT_PAGE_TEXT_LENGTH` characters. */
function tidy(parts: readonly string[]): string {
  const text = parts
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
  return text.length > MAX_ASSISTANT_PAGE_TEXT_LENGTH ? `${text.slice(0, MAX_ASSISTANT_PAGE_TEXT_LENGTH)}\n[The rest of the page is left out.]` : text;
}

const textOf = (items: unknown, isBlock: IsBlockKind): string => {
  const out: string[] = [];
  itemsText(items, isBlock, out);
  return tidy(out);
};

/**
 * The trigger of id `refId` in a page model (`content.model`), and the text the assistant
 * may read with its prompt; undefined when the page holds no element of that id.
 * `isBlock` says which element kinds are blocks (their text goes on lines of their own).
 */
export function triggerPlace(model: unknown, refId: string, triggerType: TriggerType, isBlock: IsBlockKind): TriggerPlace | undefined {
  const found = findTrigger(model, refId);
  if (!found) return undefined;
  const pageContent = textOf(model, isBlock);
  const around = triggerType === 'content_group' ? found.group : found.block;
  return { element: found.element, pageContent, focusContent: around === undefined ? pageContent : textOf(around, isBlock) };
}
